// Alerts about goods: «Сообщить о поступлении» (any email), price drops of the wishlist (an account's switch),
// and leaving both by the signed link of a letter.
import { z } from 'zod';
import type { ApiSuccess } from './envelope';
import { email, productId } from './fields';

// POST /api/stock-alerts {pid, email}: a repeat for the same product and email is harmless.
export const stockAlertRequest = z.object({ pid: productId(), email });
export type StockAlertResponse = ApiSuccess;

// POST /api/alerts/unsubscribe {token}: the token of a letter's «Отписаться» link; a repeat is harmless.
export const alertUnsubscribeRequest = z.object({
  token: z.string({ message: 'нет ссылки отписки' }).min(1, 'нет ссылки отписки').max(600, 'неверная ссылка'),
});
export type AlertUnsubscribeResponse = ApiSuccess;

// GET /api/price-alerts, PUT /api/price-alerts {on}: the signed-in shopper's switch on /wishlist.
export const priceWatchRequest = z.object({ on: z.boolean({ message: 'ожидается true или false' }) });
export type PriceWatchResponse = ApiSuccess<{ on: boolean }>;
