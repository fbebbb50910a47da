// The states of an order and of a payment attempt, with the words the shopper reads for an order's state.
// Kept below both the database schema (which stores them as text) and the API contract (which sends them).

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

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
