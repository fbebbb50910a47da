// Checkout: shipping and payment methods, delivery quotes, pickup points and placing the order. Field names follow
// the API's contract (snake_case); money is in whole roubles.
import { z } from 'zod';
import type { MethodCode, ServiceCode } from '@/lib/config/delivery-tariffs';
import { DELIVERY_WINDOW_CODES, DELIVERY_WINDOWS } from '@/lib/config/delivery-windows';
import type { ApiSuccess } from './envelope';
import { calendarDate, id, optionalId, postcode } from './fields';

/**
 * An order form's text: at most `max` characters as sent, then trimmed; null or absent mean "not given".
 * Which of them are required is decided per shipping method (lib/server/orders/validate-order.ts).
 */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .string({ message: 'ожидается строка' })
      .max(max, `не длиннее ${max} символов`)
      .transform((s) => s.trim())
      .optional(),
  );

const shippingId = id('выберите способ доставки');

export type ShippingMethod = {
  id: number;
  code: MethodCode;
  name: string;
  description: string;
  needs_address: boolean;
  needs_pvz: boolean;
  cash_on_delivery: boolean;
  /** Cheapest tariff of the method (nearest zone), roubles. */
  price_from: number;
};
// GET /api/cart/shipping-list
export type ShippingListResponse = { shipping: ShippingMethod[]; free_delivery_from: number | null };

export type PaymentMethod = {
  id: number;
  code: 'card' | 'sbp' | 'cash';
  name: string;
  description: string;
  /** Paid online through the payment provider (card, СБП) rather than on receipt. */
  online: boolean;
};
// GET /api/payments/mode: whether online payments are the built-in test provider's (the demo strip shows then).
export type PaymentsModeResponse = ApiSuccess<{ demo: boolean }>;

// POST /api/cart/payment-list {shipping_id}
export const paymentListRequest = z.object({ shipping_id: shippingId });
export type PaymentListResponse = ApiSuccess<{ payment_list: PaymentMethod[] }>;

/** A delivery service (the API calls it "currier": `currier_service`, `currier_id`) offered for a method, with its cost for the given postcode. */
export type DeliveryServiceOffer = {
  id: number;
  code: ServiceCode;
  name: string;
  cost: number;
  min_days: number;
  max_days: number;
};
// POST /api/cart/shipping-submit {shipping_id, index}; `index` is the postcode (почтовый индекс), may be empty.
export const shippingSubmitRequest = z.object({
  shipping_id: shippingId,
  index: z.preprocess(
    (v) => (v === null || v === '' ? undefined : typeof v === 'number' ? String(v) : v),
    postcode.optional(),
  ),
});
export type ShippingSubmitResponse = ApiSuccess<{
  /** Cost with the first (cheapest) service; for a pickup point the cheapest until a point is chosen. */
  shipping_cost: number;
  currier_service: DeliveryServiceOffer[];
  /** Tariff zone of the postcode, or null when no postcode was given yet. */
  zone: string | null;
}>;

export type PickupPoint = {
  id: string;
  service_id: number;
  service: string;
  city: string;
  address: string;
  postcode: string;
  lat: number;
  lng: number;
  hours: string;
};

const pickupPointId = z
  .string({ message: 'выберите пункт выдачи' })
  .trim()
  .min(1, 'выберите пункт выдачи')
  .max(64, 'неизвестный пункт выдачи')
  .regex(/^[A-Za-z0-9-]+$/, 'неизвестный пункт выдачи');

// GET /api/cart/pvz-list?city=&currier_service_id=&q=
export const pickupPointListQuery = z.object({
  city: optionalText(100),
  currier_service_id: optionalId('неизвестная служба доставки'),
  q: optionalText(100),
});
export type PickupPointListResponse = { pvz: PickupPoint[]; cities: string[] };

// POST /api/cart/pvz-submit
export const pickupPointSubmitRequest = z.object({
  pvz_id: pickupPointId,
  currier_service_id: optionalId('неизвестная служба доставки'),
  shipping_id: shippingId,
  payment_id: optionalId('неизвестный способ оплаты'),
});
export type PickupPointSubmitResponse = ApiSuccess<{
  shipping_cost: number;
  min_days: number;
  max_days: number;
  pvz: PickupPoint;
}>;

// POST /api/cart/order (header Idempotency-Key).
/** Shape only (types and lengths); which fields are required is decided per shipping method (lib/server/orders). */
export const orderRequest = z.object({
  shipping_id: optionalId('выберите способ доставки'),
  payment_id: optionalId('выберите способ оплаты'),
  currier_id: optionalId('неизвестная служба доставки'),
  pvz_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), pickupPointId.optional()),
  /** The address as one line. When any of the parts below is sent, the server writes it from them instead. */
  address: optionalText(300),
  postcode: optionalText(20),
  /** The address in parts (courier, post; lib/api/courier-address.ts composes `address` from them). */
  city: optionalText(100),
  street: optionalText(200),
  house: optionalText(20),
  building: optionalText(30),
  flat: optionalText(30),
  /** Courier only: the wished delivery date (Moscow calendar day); absent means «как можно скорее». */
  delivery_date: z.preprocess((v) => (v === '' || v === null ? undefined : v), calendarDate.optional()),
  /** Courier only: one of the time windows of lib/config/delivery-windows.ts. */
  delivery_window: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .enum(DELIVERY_WINDOW_CODES, {
        message: `выберите время доставки из списка: ${DELIVERY_WINDOWS.map((w) => w.label).join(', ')}`,
      })
      .optional(),
  ),
  surname: optionalText(100),
  name: optionalText(100),
  middle_name: optionalText(100),
  email: optionalText(254),
  phone: optionalText(40),
  /** Consent to personal data processing (152-ФЗ); its own checkbox. */
  agreement: z.preprocess(
    (v) =>
      v === 1 || v === '1' || v === 'true' || v === 'on' ? true : v === 0 || v === '0' || v === 'false' ? false : v,
    z.boolean({ message: 'ожидается true или false' }).optional(),
  ),
  promo_code: optionalText(64),
  comment: optionalText(1000),
  /** Bonus points to pay part of the goods with (signed-in shoppers; lib/config/bonus-rules.ts caps them). */
  bonus_points: z.preprocess(
    (v) => (v === null || v === '' || v === 0 || v === '0' ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ message: 'ожидается число баллов' })
      .int('баллы — целое число')
      .min(1, 'не меньше 1 балла')
      .max(1_000_000, 'слишком много баллов')
      .optional(),
  ),
});
export type OrderInput = z.infer<typeof orderRequest>;

/** Idempotency-Key header of POST /api/cart/order. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_:.-]{8,128}$/;

export type OrderResponse = ApiSuccess<{
  order_id: number;
  number: string;
  /** Where to send the shopper to pay (provider page), or null when paid on receipt. */
  payment_url: string | null;
}>;
