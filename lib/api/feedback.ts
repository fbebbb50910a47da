// What visitors send the shop: reviews of the shop, questions, wholesale requests, suggestions about a page and the
// newsletter subscription. Field names follow the API's contract (snake_case).
import { z } from 'zod';
import { isShopPath, MAX_SHOP_PATH } from '@/lib/catalog/shop-path';
import type { ApiSuccess } from './envelope';
import { email, formText, optionalEmail, optionalPhone, rating, requiredPhone, requiredText } from './fields';

/** A published review of the shop. */
export type ShopReview = {
  id: number;
  name: string;
  rating: number;
  text: string;
  /** The shop's reply, if any. */
  answer: string | null;
  /** ISO date-time of publication. */
  date: string;
};

// GET /api/reviews?page=N
export const shopReviewsQuery = z.object({
  page: z.preprocess(
    (v) => (v === undefined || v === '' ? 1 : typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v),
    z.number({ message: 'номер страницы — целое число' }).int().min(1, 'номер страницы — от 1'),
  ),
});
export type ShopReviewsResponse = ApiSuccess<{
  reviews: ShopReview[];
  total: number;
  page: number;
  pages: number;
  rating: number;
}>;

// POST /api/reviews
export const shopReviewRequest = z.object({
  name: requiredText(60, 'представьтесь'),
  email: optionalEmail.optional(),
  rating,
  text: requiredText(3000, 'напишите отзыв', { multiline: true }).pipe(
    z.string().min(10, 'напишите хотя бы пару предложений'),
  ),
});
export type ShopReviewRequest = z.infer<typeof shopReviewRequest>;

// POST /api/questions
export const questionRequest = z.object({
  name: requiredText(60, 'представьтесь'),
  email,
  phone: optionalPhone.optional(),
  text: requiredText(3000, 'напишите вопрос', { multiline: true }).pipe(z.string().min(5, 'напишите вопрос подробнее')),
});
export type QuestionRequest = z.infer<typeof questionRequest>;

// POST /api/wholesale-request
export const wholesaleRequest = z.object({
  company: requiredText(200, 'укажите организацию'),
  inn: z
    .string({ message: 'ожидается строка' })
    .trim()
    .regex(/^(\d{10}|\d{12})?$/, 'ИНН — 10 или 12 цифр')
    .optional(),
  name: requiredText(100, 'укажите контактное лицо'),
  phone: requiredPhone,
  email,
  city: formText(100).optional(),
  comment: formText(3000, { multiline: true }).optional(),
});
export type WholesaleRequestBody = z.infer<typeof wholesaleRequest>;

// Reply of the three forms above.
export type FeedbackResponse = ApiSuccess<{ id: number }>;

// POST /api/improve: a suggestion about the page at `url_current`.
export const improveRequest = z.object({
  url_current: z
    .string({ message: 'укажите адрес страницы' })
    .max(MAX_SHOP_PATH, 'слишком длинный адрес')
    // Only a path of the shop: it is shown back as a link, in the staff inbox too (lib/catalog/shop-path.ts).
    .refine(isShopPath, 'укажите адрес страницы магазина, начиная с /'),
  text: z
    .string({ message: 'напишите, что улучшить' })
    .trim()
    .min(3, 'напишите хотя бы несколько слов')
    .max(5000, 'не больше 5000 символов'),
  email: optionalEmail.optional(),
});
export type ImproveResponse = ApiSuccess;

// POST /api/subscribe
export const subscribeRequest = z.object({ email });
export type SubscribeResponse = ApiSuccess;
