// The zod field rules shared by the request schemas of several domains; each rule is written here once.
import { z } from 'zod';
import { isValidEmail } from '@/lib/format/email';
import { formatPhone } from '@/lib/format/phone';
import { isPostcode } from '@/lib/format/postcode';

/** The largest whole number a database column holds (int4): anything above is refused as input, not left to fail there. */
export const MAX_INT = 2_147_483_647;
const MAX_ID = MAX_INT;

/** The rules of `keys`, each made optional, in the order listed (a create request's fields it may leave out; the
 *  order is the order the first refused field is reported in). */
export function optionalFields<T extends Record<string, z.ZodType>, const K extends keyof T & string>(
  fields: T,
  keys: readonly K[],
): { [P in K]: z.ZodOptional<T[P]> } {
  return Object.fromEntries(keys.map((key) => [key, fields[key].optional()])) as { [P in K]: z.ZodOptional<T[P]> };
}

/** A whole number, also accepted as a string of digits (older, form-like clients send those). */
export const wholeNumber = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), integer(message));

/** A whole number of a JSON body, within what the database holds. */
export const integer = (message: string) =>
  z.number({ message }).int(message).min(-MAX_INT, 'слишком маленькое число').max(MAX_INT, 'слишком большое число');

/** A calendar date `ГГГГ-ММ-ДД` that exists, in the years a shop's records can have. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'дата в виде ГГГГ-ММ-ДД')
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    const year = Number(v.slice(0, 4));
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v) && year >= 2000 && year <= 2100;
  }, 'такой даты нет');

/** The oldest age a birth date may say (a typo like 1026 is refused). */
const OLDEST_AGE = 120;

/** A birth date `ГГГГ-ММ-ДД`: a real date, not in the future, at most OLDEST_AGE years ago. */
export const birthDate = z
  .string({ message: 'дата в виде ГГГГ-ММ-ДД' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'дата в виде ГГГГ-ММ-ДД')
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
  }, 'такой даты нет')
  .refine((v) => v <= new Date().toISOString().slice(0, 10), 'дата рождения не может быть в будущем')
  .refine((v) => Number(v.slice(0, 4)) >= new Date().getUTCFullYear() - OLDEST_AGE, 'проверьте год рождения');

/** A row id: `message` when it is not a whole number, `unknown` when no row can have it. */
export const id = (message: string, unknown = message) =>
  wholeNumber(message).pipe(z.number().positive(unknown).max(MAX_ID, unknown));

/** The `{id}` of a back-office URL (/api/admin/customers/{id}, /api/admin/staff/{id} …). */
export const idPathParam = z.object({
  id: z.coerce.number({ message: 'неверный номер' }).int().positive().max(MAX_ID),
});

/** An optional id: absent, null or '' mean "not chosen". */
export const optionalId = (message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), id(message).optional());

/** A product's id (cart, wishlist, rating vote). */
export const productId = (message = 'ожидается целое число') => id(message, 'неизвестный товар');

const RATING_MESSAGE = 'оценка от 1 до 5';
/** A rating of 1 to 5 stars. */
export const rating = wholeNumber(RATING_MESSAGE).pipe(z.number().min(1, RATING_MESSAGE).max(5, RATING_MESSAGE));

// Control characters never belong in a form field (newlines are allowed in long texts only).
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\r\n]/;

/** A trimmed form text of at most `max` characters, one line unless `multiline`. */
export const formText = (max: number, { multiline = false } = {}) =>
  z
    .string({ message: 'ожидается строка' })
    .trim()
    .max(max, `не больше ${max} символов`)
    .refine((v) => !CONTROL.test(v) && (multiline || !LINE_BREAK.test(v)), 'недопустимые символы');

/** A trimmed string that must be there: `message` when it is missing, not a string or empty, `tooLong` above `max`
 *  characters (a code or a name the server looks up, so no rule of its characters here). */
export const requiredString = (max: number, message: string, tooLong = message) =>
  z.string({ message }).trim().min(1, message).max(max, tooLong);

/** A form text that must not be empty (`message` when it is). */
export const requiredText = (max: number, message: string, options?: { multiline?: boolean }) =>
  formText(max, options).pipe(z.string().min(1, message));

/** An email address, trimmed and lower-cased. */
export const email = z
  .string({ message: 'укажите email' })
  .trim()
  .max(254, 'слишком длинный email')
  .refine(isValidEmail, 'введите корректный email')
  .transform((v) => v.toLowerCase());

/** An email address or '' (the field left empty), trimmed and lower-cased. */
export const optionalEmail = z
  .string({ message: 'ожидается строка' })
  .trim()
  .max(254, 'слишком длинный email')
  .refine((v) => v === '' || isValidEmail(v), 'введите корректный email')
  .transform((v) => v.toLowerCase());

/** Any way of writing a Russian number, stored as `+7 (###) ###-##-##`; empty is allowed. */
export const optionalPhone = z
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

export const requiredPhone = optionalPhone.pipe(z.string().min(1, 'укажите телефон'));

const POSTCODE_MESSAGE = 'индекс — 6 цифр';

/** A postcode (lib/format/postcode.ts), trimmed. */
export const postcode = z.string({ message: POSTCODE_MESSAGE }).trim().refine(isPostcode, POSTCODE_MESSAGE);

/** A postcode or '' (none given), trimmed. */
export const postcodeOrEmpty = z
  .string({ message: 'ожидается строка' })
  .trim()
  .refine((v) => v === '' || isPostcode(v), POSTCODE_MESSAGE);
