// Alerts about goods: «Сообщить о поступлении» (any email, confirmed by the link of a letter unless it is the
// signed-in shopper's own), price drops of the wishlist (an account's switch), the confirmation link, and leaving
// both by the signed link of a letter.
import { z } from 'zod';
import type { ApiSuccess } from './envelope';
import { email, productId } from './fields';

// POST /api/stock-alerts {pid, email}: a repeat for the same product and email is harmless; a product in stock is
// refused (409). `confirm`: a confirmation letter went (or went earlier) to the address — nothing is sent until its
// link is opened.
export const stockAlertRequest = z.object({ pid: productId(), email });
export type StockAlertResponse = ApiSuccess<{ confirm: boolean }>;

// POST /api/alerts/confirm {token}: the token of a confirmation letter's link; a repeat is harmless. `product`: the
// name of the product of a stock alert (null: the price-drop switch).
export const alertConfirmRequest = z.object({
  token: z
    .string({ message: 'нет ссылки подтверждения' })
    .min(1, 'нет ссылки подтверждения')
    .max(600, 'неверная ссылка'),
});
export type AlertConfirmResponse = ApiSuccess<{ product: string | null }>;

// POST /api/alerts/unsubscribe {token}: the token of a letter's «Отписаться» link; a repeat is harmless.
export const alertUnsubscribeRequest = z.object({
  token: z.string({ message: 'нет ссылки отписки' }).min(1, 'нет ссылки отписки').max(600, 'неверная ссылка'),
});
export type AlertUnsubscribeResponse = ApiSuccess;

// GET /api/price-alerts, PUT /api/price-alerts {on}: the signed-in shopper's switch on /wishlist.
export const priceWatchRequest = z.object({ on: z.boolean({ message: 'ожидается true или false' }) });
// `pending`: the account's address unsubscribed once, so the switch waits for the link of a confirmation letter.
export type PriceWatchResponse = ApiSuccess<{ on: boolean; pending: boolean }>;
