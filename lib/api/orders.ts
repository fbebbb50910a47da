// Orders as the shopper sees them: the result pages and the cabinet. Field names follow the API's contract
// (snake_case); money is in whole roubles.
import { z } from 'zod';
import type { OrderStatus, PaymentStatus } from '@/lib/config/order-statuses';
import type { CourierAddressParts } from './courier-address';
import type { ApiSuccess } from './envelope';
import { requiredString } from './fields';

export type { OrderStatus, PaymentStatus };

export type OrderLine = {
  product_id: number;
  name: string;
  alias: string;
  image: string;
  price: number;
  old_price: number | null;
  num: number;
  sum: number;
};

/** An order as the shopper sees it (result pages, cabinet). */
export type OrderView = {
  id: number;
  number: string;
  status: OrderStatus;
  status_label: string;
  created_at: string;
  lines: OrderLine[];
  products_cost: number;
  discount: number;
  /** Bonus points the goods were partly paid with (1 point = 1 ₽), taken off after the promo discount. */
  bonus_points: number;
  shipping_cost: number;
  total: number;
  promo_code: string | null;
  shipping: string;
  courier: string | null;
  /** Address or the pickup point's address. */
  delivery_address: string;
  /** The address in parts, when it was given so (null: one line, or a pickup point). */
  address_parts: CourierAddressParts | null;
  /** Courier only: the wished day (YYYY-MM-DD) and window code; null when not chosen. */
  delivery_date: string | null;
  delivery_window: string | null;
  /** Courier only: when the courier comes, in words («пт, 28 ноября, 09:00–13:00», «как можно скорее»); else null. */
  delivery_when: string | null;
  payment: string;
  /** Paid online (card, СБП): the order can be paid (again) while it awaits payment. */
  pay_online: boolean;
  /** Latest payment attempt's state, or null when none was made (cash on delivery). */
  payment_status: PaymentStatus | null;
};

/** An order's number (К-…) as a request names it. */
export const orderNumber = requiredString(40, 'укажите номер заказа', 'неизвестный заказ');

// GET /api/cart/order?order=К-…: one of the shopper's orders
export const orderQuery = z.object({ order: orderNumber });
export type OrderStateResponse = ApiSuccess<{
  order: OrderView;
  consent: { at: string; version: string; client_address: string };
}>;

// GET /api/user-orders
export type UserOrdersResponse = { orders: OrderView[] };
