// zod schemas of the cart, checkout and payment inputs (types in ./cart-types.ts).
import { z } from 'zod';

/** A whole number, also accepted as a string of digits (form-like clients). */
const whole = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), z.number({ message }).int(message));

const productId = whole('ожидается id товара').pipe(
  z.number().positive('неизвестный товар').max(2_147_483_647, 'неизвестный товар'),
);
const refId = (message: string) => whole(message).pipe(z.number().positive(message).max(2_147_483_647, message));
/** Optional reference: absent, null or '' mean "not chosen". */
const optionalRef = (message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), refId(message).optional());
const text = (max: number) =>
  z
    .string({ message: 'ожидается строка' })
    .max(max, `не длиннее ${max} символов`)
    .transform((s) => s.trim());
const optionalText = (max: number) => z.preprocess((v) => (v === null ? undefined : v), text(max).optional());

export const addToCartRequest = z.object({
  pid: productId,
  count: whole('количество — целое число')
    .pipe(z.number().min(1, 'количество от 1').max(999, 'не больше 999 шт.'))
    .default(1),
});

export const changeCountRequest = z.object({
  pid: productId,
  // Any whole number: it is clamped to 1…stock (bounded here so absurd values are a 400).
  count: whole('количество — целое число').pipe(z.number().min(-999_999).max(999_999, 'слишком большое количество')),
});

export const deleteProductRequest = z.object({ pid: productId });

export const paymentListRequest = z.object({ shipping_id: refId('выберите способ доставки') });

export const shippingSubmitRequest = z.object({
  shipping_id: refId('выберите способ доставки'),
  index: z.preprocess(
    (v) => (v === null || v === '' ? undefined : typeof v === 'number' ? String(v) : v),
    z.string({ message: 'индекс — 6 цифр' }).trim().regex(/^\d{6}$/, 'индекс — 6 цифр').optional(),
  ),
});

const pvzId = z
  .string({ message: 'выберите пункт выдачи' })
  .trim()
  .min(1, 'выберите пункт выдачи')
  .max(64, 'неизвестный пункт выдачи')
  .regex(/^[A-Za-z0-9-]+$/, 'неизвестный пункт выдачи');

export const pvzListQuery = z.object({
  city: optionalText(100),
  currier_service_id: optionalRef('неизвестная служба доставки'),
  q: optionalText(100),
});

export const pvzSubmitRequest = z.object({
  pvz_id: pvzId,
  currier_service_id: optionalRef('неизвестная служба доставки'),
  shipping_id: refId('выберите способ доставки'),
  payment_id: optionalRef('неизвестный способ оплаты'),
});

export const promoCodeRequest = z.object({
  promo_code: z.string({ message: 'введите промокод' }).trim().min(1, 'введите промокод').max(64, 'слишком длинный промокод'),
});

/** Shape only (types and lengths); which fields are required is decided per shipping method (lib/server/orders). */
export const orderRequest = z.object({
  shipping_id: optionalRef('выберите способ доставки'),
  payment_id: optionalRef('выберите способ оплаты'),
  currier_id: optionalRef('неизвестная служба доставки'),
  pvz_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), pvzId.optional()),
  address: optionalText(300),
  postcode: optionalText(20),
  surname: optionalText(100),
  name: optionalText(100),
  middle_name: optionalText(100),
  email: optionalText(254),
  phone: optionalText(40),
  agreement: z.preprocess(
    (v) => (v === 1 || v === '1' || v === 'true' || v === 'on' ? true : v === 0 || v === '0' || v === 'false' ? false : v),
    z.boolean({ message: 'ожидается true или false' }).optional(),
  ),
  promo_code: optionalText(64),
  comment: optionalText(1000),
});
export type OrderInput = z.infer<typeof orderRequest>;

/** Idempotency-Key header of POST /api/cart/order. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_:.-]{8,128}$/;

export const payRequest = z.object({
  order: z.string({ message: 'укажите номер заказа' }).trim().min(1, 'укажите номер заказа').max(40, 'неизвестный заказ'),
});

export const orderQuery = payRequest;

export const testDecisionRequest = z.object({
  payment_id: z.string({ message: 'укажите платёж' }).uuid('неизвестный платёж'),
  action: z.enum(['pay', 'decline'], { message: 'действие pay или decline' }),
});
