// Cart, checkout, delivery, orders and payment: the API contract (spec §3, §7; PRODUCT.md §4).
// Field names follow the spec (snake_case); money is in whole roubles.
import type { ApiSuccess } from './types';

/** One cart line (spec §3) plus what the cart page shows. */
export type CartLine = {
  product_id: number;
  num: number;
  /** price × num */
  sum_s: number;
  /** old_price × num; present only when the product is discounted. */
  sum_s_old?: number;
  name: string;
  alias: string;
  image: string;
  price: number;
  old_price: number | null;
  stock: number;
  /** False when the product is gone or out of stock: it cannot be ordered. */
  available: boolean;
};

export type CartPromo = {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent (1–100) or roubles. */
  value: number;
  /** What it takes off this cart now, roubles (0 when it does not apply). */
  discount: number;
  /** Null when it applies; otherwise why not (e.g. the cart fell below the minimum order). */
  message: string | null;
};

// GET /api/cart/products
export type CartProductsResponse = {
  products: CartLine[];
  /** The applied promo code, or null. */
  promo_code: string | null;
  promo: CartPromo | null;
  /** Sum of num (the header badge). */
  cart_count: number;
  /** Goods sum before a promo code (Σ sum_s). */
  products_cost: number;
  /** Σ (sum_s_old ?? sum_s) */
  old_cost: number;
  /** What the promo code takes off. */
  discount: number;
  /** Goods (after the promo code) from this sum travel free; null when the shop has switched free delivery off. */
  free_delivery_from: number | null;
};

// POST /api/add-to-cart, PUT /api/cart/change-count, DELETE /api/cart/delete-product
export type AddToCartRequest = { pid: number; count?: number };
export type ChangeCountRequest = { pid: number; count: number };
export type DeleteProductRequest = { pid: number };
export type CartChangeResponse = ApiSuccess<{
  /** The line's quantity after the change (0 after a removal). */
  num: number;
  cart_count: number;
  /** Set when the asked quantity was clamped to 1…stock, in Russian. */
  notice?: string;
}>;

export type ShippingMethod = {
  id: number;
  code: 'courier' | 'pvz' | 'post';
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
// POST /api/cart/payment-list {shipping_id}
export type PaymentListRequest = { shipping_id: number };
export type PaymentListResponse = ApiSuccess<{ payment_list: PaymentMethod[] }>;

/** A delivery service (the spec's "currier") offered for a method, with its cost for the given postcode. */
export type CourierService = {
  id: number;
  code: 'cdek' | 'boxberry' | 'russian_post';
  name: string;
  cost: number;
  min_days: number;
  max_days: number;
};
// POST /api/cart/shipping-submit {shipping_id, index}; `index` is the postcode (почтовый индекс), may be empty.
export type ShippingSubmitRequest = { shipping_id: number; index?: string };
export type ShippingSubmitResponse = ApiSuccess<{
  /** Cost with the first (cheapest) service; for a pickup point the cheapest until a point is chosen. */
  shipping_cost: number;
  currier_service: CourierService[];
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
// GET /api/cart/pvz-list?city=&currier_service_id=&q=
export type PvzListResponse = { pvz: PickupPoint[]; cities: string[] };
// POST /api/cart/pvz-submit
export type PvzSubmitRequest = { pvz_id: string; currier_service_id?: number; shipping_id: number; payment_id?: number };
export type PvzSubmitResponse = ApiSuccess<{ shipping_cost: number; min_days: number; max_days: number; pvz: PickupPoint }>;

// POST / DELETE /api/cart/promo-code
export type PromoCodeRequest = { promo_code: string };
export type PromoCodeResponse = ApiSuccess<{ promo_code: string | null; promo: CartPromo | null; discount: number }>;

// POST /api/cart/order  (header Idempotency-Key)
export type OrderRequest = {
  shipping_id: number;
  payment_id: number;
  currier_id?: number | null;
  pvz_id?: string | null;
  address?: string;
  postcode?: string;
  surname: string;
  name: string;
  middle_name?: string;
  email: string;
  phone: string;
  /** Consent to personal data processing (152-ФЗ); its own checkbox. */
  agreement: boolean;
  promo_code?: string | null;
  comment?: string;
};
export type OrderResponse = ApiSuccess<{
  order_id: number;
  number: string;
  /** Where to send the shopper to pay (provider page), or null when paid on receipt. */
  payment_url: string | null;
}>;

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'assembling', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Ожидает оплаты',
  paid: 'Оплачен',
  assembling: 'Собирается',
  shipped: 'Передан в доставку',
  delivered: 'Доставлен',
  cancelled: 'Отменён',
};

export type PaymentStatus = 'pending' | 'succeeded' | 'canceled';

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
  shipping_cost: number;
  total: number;
  promo_code: string | null;
  shipping: string;
  courier: string | null;
  /** Address or the pickup point's address. */
  delivery_address: string;
  payment: string;
  /** Paid online (card, СБП): the order can be paid (again) while it awaits payment. */
  pay_online: boolean;
  /** Latest payment attempt's state, or null when none was made (cash on delivery). */
  payment_status: PaymentStatus | null;
};

// GET /api/cart/order?order=К-…: one of the shopper's orders
export type OrderStateResponse = ApiSuccess<{
  order: OrderView;
  consent: { at: string; version: string; client_address: string };
}>;

// GET /api/user-orders
export type UserOrdersResponse = { orders: OrderView[] };

// POST /api/payments/pay {order}: a new payment attempt for an order that awaits payment
export type PayRequest = { order: string };
export type PayResponse = ApiSuccess<{ payment_url: string }>;

// POST /api/payments/test/decide: the buttons of the built-in test provider's page
export type TestDecisionRequest = { payment_id: string; action: 'pay' | 'decline' };
export type TestDecisionResponse = ApiSuccess<{ redirect_url: string }>;
