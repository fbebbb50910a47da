// zod schemas of the accounts, wishlist and feedback inputs (types in ./accounts-types.ts).
import { z } from 'zod';
import { isValidEmail } from '@/lib/format/email';
import { formatPhone } from '@/lib/format/phone';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

// Control characters never belong in a form field (newlines are allowed in long texts only).
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\r\n]/;

const text = (max: number, { multiline = false } = {}) =>
  z
    .string({ message: 'ожидается строка' })
    .trim()
    .max(max, `не больше ${max} символов`)
    .refine((v) => !CONTROL.test(v) && (multiline || !LINE_BREAK.test(v)), 'недопустимые символы');

const required = (max: number, message: string, options?: { multiline?: boolean }) =>
  text(max, options).pipe(z.string().min(1, message));

export const email = z
  .string({ message: 'укажите email' })
  .trim()
  .max(254, 'слишком длинный email')
  .refine(isValidEmail, 'введите корректный email')
  .transform((v) => v.toLowerCase());

const password = z
  .string({ message: 'укажите пароль' })
  .min(PASSWORD_MIN, `пароль должен быть не короче ${PASSWORD_MIN} символов`)
  .max(PASSWORD_MAX, `пароль должен быть не длиннее ${PASSWORD_MAX} символов`);

/** Any way of writing a Russian number, stored as `+7 (###) ###-##-##`; empty is allowed. */
const optionalPhone = z
  .string({ message: 'ожидается строка' })
  .max(40, 'слишком длинный телефон')
  .transform((v, ctx) => {
    if (!v.trim()) return '';
    const formatted = formatPhone(v);
    if (!formatted) {
      ctx.addIssue({ code: 'custom', message: 'телефон в формате +7 (###) ###-##-##' });
      return z.NEVER;
    }
    return formatted;
  });

const requiredPhone = optionalPhone.pipe(z.string().min(1, 'укажите телефон'));

const id = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
  z.number({ message: 'ожидается целое число' }).int('ожидается целое число').positive('неизвестный товар').max(2_147_483_647, 'неизвестный товар'),
);

export const registrationRequest = z.object({ email, password });

export const loginRequest = z.object({
  login: z.string({ message: 'укажите email' }).trim().min(1, 'укажите email').max(254, 'слишком длинный логин'),
  // Not the registration rule: a wrong password must get the same answer however long it is.
  password: z.string({ message: 'укажите пароль' }).min(1, 'укажите пароль').max(PASSWORD_MAX, 'неверный пароль'),
});

export const changePassRequest = z.object({ email });

export const resetPasswordRequest = z.object({
  token: z.string({ message: 'нет ссылки' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'ссылка недействительна'),
  password,
});

export const personalUpdateRequest = z
  .object({
    surname: text(60),
    name: text(60),
    middle_name: text(60),
    phone: optionalPhone,
    email,
    city: text(100),
    address: text(300),
    postcode: z
      .string({ message: 'ожидается строка' })
      .trim()
      .regex(/^(\d{6})?$/, 'индекс — 6 цифр'),
    news: z.boolean({ message: 'ожидается да или нет' }),
    old_password: z.string({ message: 'ожидается строка' }).max(PASSWORD_MAX, 'неверный пароль'),
    new_password: z.union([z.literal(''), password]),
  })
  .partial()
  .refine((v) => !v.new_password || Boolean(v.old_password), {
    message: 'укажите текущий пароль',
    path: ['old_password'],
  });

export const favoriteRequest = z.object({ pid: id });

export const reviewsQuery = z.object({
  page: z.preprocess(
    (v) => (v === undefined || v === '' ? 1 : typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v),
    z.number({ message: 'номер страницы — целое число' }).int().min(1, 'номер страницы — от 1'),
  ),
});

const optionalEmail = z
  .string({ message: 'ожидается строка' })
  .trim()
  .max(254, 'слишком длинный email')
  .refine((v) => v === '' || isValidEmail(v), 'введите корректный email')
  .transform((v) => v.toLowerCase());

export const reviewRequest = z.object({
  name: required(60, 'представьтесь'),
  email: optionalEmail.optional(),
  rating: z.preprocess(
    (v) => (typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v),
    z.number({ message: 'оценка от 1 до 5' }).int('оценка от 1 до 5').min(1, 'оценка от 1 до 5').max(5, 'оценка от 1 до 5'),
  ),
  text: required(3000, 'напишите отзыв', { multiline: true }).pipe(z.string().min(10, 'напишите хотя бы пару предложений')),
});

export const questionRequest = z.object({
  name: required(60, 'представьтесь'),
  email,
  phone: optionalPhone.optional(),
  text: required(3000, 'напишите вопрос', { multiline: true }).pipe(z.string().min(5, 'напишите вопрос подробнее')),
});

export const wholesaleRequest = z.object({
  company: required(200, 'укажите организацию'),
  inn: z
    .string({ message: 'ожидается строка' })
    .trim()
    .regex(/^(\d{10}|\d{12})?$/, 'ИНН — 10 или 12 цифр')
    .optional(),
  name: required(100, 'укажите контактное лицо'),
  phone: requiredPhone,
  email,
  city: text(100).optional(),
  comment: text(3000, { multiline: true }).optional(),
});

export const outboxQuery = z.object({ to: email });
