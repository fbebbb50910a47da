// zod schemas of the API's inputs; the route handlers validate with these (types in ./types.ts).
import { z } from 'zod';
import { isValidEmail } from '@/lib/format/email';

/** A whole number, also accepted as a string of digits (older clients send form-like values). */
const wholeNumber = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z.number({ message }).int(message),
  );

const id = wholeNumber('ожидается целое число').pipe(z.number().positive('неизвестный товар').max(2_147_483_647, 'неизвестный товар'));

export const productRequest = z.object({
  alias: z
    .string({ message: 'ожидается строка' })
    .max(300, 'слишком длинный адрес')
    .regex(/^\/[a-z0-9-]+\.html$/, 'адрес товара имеет вид /{slug}.html'),
});

export const voteRequest = z.object({
  pid: id,
  rating: wholeNumber('оценка от 1 до 5').pipe(z.number().min(1, 'оценка от 1 до 5').max(5, 'оценка от 1 до 5')),
});

export const subscribeRequest = z.object({
  email: z
    .string({ message: 'укажите email' })
    .max(254, 'слишком длинный email')
    .refine(isValidEmail, 'введите корректный email'),
});

export const searchQuery = z.object({
  query: z.string({ message: 'укажите запрос' }).max(200, 'слишком длинный запрос').default(''),
});

export const improveRequest = z.object({
  url_current: z
    .string({ message: 'укажите адрес страницы' })
    .max(2000, 'слишком длинный адрес')
    .regex(/^\/[^\s]*$/, 'адрес страницы начинается с /'),
  text: z.string({ message: 'напишите, что улучшить' }).trim().min(3, 'напишите хотя бы несколько слов').max(5000, 'не больше 5000 символов'),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || isValidEmail(v), 'введите корректный email')
    .optional(),
});
