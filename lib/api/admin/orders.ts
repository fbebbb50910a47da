// The back office's orders API: request schemas (zod) and response shapes, shared by the handlers, the services
// and the pages' client islands.
import { z } from 'zod';
import { MAX_PER_PRODUCT } from '@/lib/api/cart';
import type { CourierAddressParts } from '@/lib/api/courier-address';
import type { ApiSuccess } from '@/lib/api/envelope';
import { calendarDate, id } from '@/lib/api/fields';
import { ORDER_STATUSES, type OrderStatus, type PaymentStatus } from '@/lib/config/order-statuses';

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z
      .string({ message: 'ожидается строка' })
      .max(max, `не длиннее ${max} символов`)
      .transform((s) => s.trim())
      .optional(),
  );
const optionalWhole = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z
      .number({ message: 'ожидается целое число' })
      .int('ожидается целое число')
      .min(min, `не меньше ${min}`)
      .max(max, `не больше ${max}`)
      .optional(),
  );
const optionalDate = z.preprocess((v) => (v === '' || v === null ? undefined : v), calendarDate.optional());

export const PAYMENT_FILTERS = ['online', 'cash', 'unconfirmed', 'paid', 'unpaid', 'refunded'] as const;

// GET /api/admin/orders?status=&q=&page=&payment=&service=&from=&to=
export const orderListQuery = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ORDER_STATUSES, { message: 'неизвестный статус' }).optional(),
  ),
  q: optionalText(100),
  page: optionalWhole(1, 100_000).transform((v) => v ?? 1),
  payment: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(PAYMENT_FILTERS, { message: 'неизвестный фильтр оплаты' }).optional(),
  ),
  /** Delivery service id. */
  service: optionalWhole(1, 1000),
  from: optionalDate,
  to: optionalDate,
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

// POST /api/admin/orders/{number}/status
export const orderStatusRequest = z.object({
  status: z.enum(ORDER_STATUSES, { message: 'неизвестный статус' }),
  track_number: optionalText(64),
  comment: optionalText(1000),
});
export type OrderStatusRequest = z.infer<typeof orderStatusRequest>;

// POST /api/admin/orders/{number}/confirm — a cash-on-delivery order confirmed by staff (e.g. after a call).
export const orderConfirmRequest = z.object({ comment: optionalText(1000) });
export type OrderConfirmRequest = z.infer<typeof orderConfirmRequest>;

// POST /api/admin/orders/{number}/refund
export const orderRefundRequest = z.object({
  amount: optionalWhole(1, 10_000_000),
  lines: z
    .array(
      z.object({
        order_item_id: id('ожидается id строки заказа'),
        num: z.number({ message: 'ожидается количество' }).int().min(1, 'количество от 1').max(MAX_PER_PRODUCT),
      }),
      { message: 'ожидается список строк' },
    )
    .min(1, 'выберите строки')
    .max(200)
    .optional(),
});
export type OrderRefundRequest = z.infer<typeof orderRefundRequest>;

// POST /api/admin/orders/{number}/refund/retry: ask the provider again about a refund «ожидает подтверждения»
// (the same refund, under its own Idempotence-Key: never a second payment).
export const orderRefundRetryRequest = z.object({ refund_id: id('ожидается id возврата') });
export type OrderRefundRetryRequest = z.infer<typeof orderRefundRetryRequest>;

export type AdminOrderRow = {
  number: string;
  status: OrderStatus;
  status_label: string;
  total: number;
  created_at: string;
  name: string;
  phone: string;
  email: string;
  payment_status: PaymentStatus | null;
  pay_online: boolean;
  shipping: string;
};

export type AdminOrderListResponse = ApiSuccess<{
  orders: AdminOrderRow[];
  total: number;
  page: number;
  pages: number;
}>;

export type AdminOrderLine = {
  id: number;
  product_id: number;
  name: string;
  article: string;
  price: number;
  num: number;
  sum: number;
  /** Units already returned (refunded) of this line. */
  refunded_num: number;
};

export type AdminOrderDetail = AdminOrderRow & {
  customer: {
    surname: string;
    name: string;
    middle_name: string | null;
    email: string;
    phone: string;
    user_id: number | null;
  };
  delivery: {
    method: string;
    service: string | null;
    service_id: number | null;
    address: string;
    /** The address in parts, when the checkout sent them (the courier's flat and building apart). */
    address_parts: CourierAddressParts | null;
    /** Courier only: when the shopper wants it («пт, 28 ноября, 09:00–13:00», «как можно скорее»); else null. */
    when: string | null;
    pickup_point: string | null;
    track_number: string | null;
    tracking_url: string | null;
  };
  consent: { at: string; version: string; client_address: string };
  comment: string | null;
  payment: string;
  promo_code: string | null;
  products_cost: number;
  discount: number;
  /** Bonus points the order was partly paid with (1 point = 1 ₽). */
  bonus_points: number;
  shipping_cost: number;
  paid_at: string | null;
  refunded_amount: number;
  /** Roubles that can still be refunded through the provider. */
  refundable: number;
  lines: AdminOrderLine[];
  history: { status: OrderStatus; status_label: string; at: string; by: string; comment: string | null }[];
  payments: {
    id: number;
    provider: string;
    external_id: string;
    status: PaymentStatus;
    amount: number;
    created_at: string;
  }[];
  refunds: {
    id: number;
    amount: number;
    /**
     * `pending`: «ожидает подтверждения» — sent, the provider's answer not final or not received (the money stays
     * reserved; the shop asks again by itself); `succeeded`: paid; `canceled`: refused by the provider, nothing paid.
     */
    status: 'pending' | 'succeeded' | 'canceled';
    reason: string;
    lines: { order_item_id: number; num: number }[] | null;
    created_at: string;
    /** When the shop last asked the provider about it (null: not yet). */
    checked_at: string | null;
    /** Whether staff may ask the provider again now («Повторить запрос»): pending, and a request may still be made. */
    may_retry: boolean;
  }[];
  /** The order's audit trail: who changed what, before → after. */
  audit: { at: string; actor: string; action: string; before: unknown; after: unknown }[];
  /**
   * Cash on delivery: whether the order still awaits the staff's confirmation, when it was confirmed and by whom,
   * and when the shop cancels it if nobody confirms it (null once confirmed, and for online orders).
   */
  confirmation: {
    needed: boolean;
    confirmed_at: string | null;
    confirmed_by: string | null;
    cancel_at: string | null;
  };
  /** The statuses staff may move the order to now (the state machine). */
  next_statuses: OrderStatus[];
  /** Whether a return of some lines may be refunded now (delivered, within the return period, paid online). */
  may_return: boolean;
};

export type AdminOrderResponse = ApiSuccess<{ order: AdminOrderDetail }>;

/** POST /api/admin/orders/{number}/confirm → the order as the back office sees it. */
export type AdminOrderConfirmResponse = AdminOrderResponse;
