// The order state machine: the one table of allowed moves, who may make each, and for which orders. Every change
// of orders.status (placement, payment notifications, staff, the automatic cancellation) is checked here.
//
//   awaiting_payment → paid        the payment provider's confirmed payment (online orders)
//   paid → assembling → shipped    staff; shipping needs the carrier's track number
//   shipped → delivered            staff; for cash on delivery this is also when the money arrives (paid_at)
//   … → cancelled                  staff or the shop, from any state before `shipped`
//
// Cash-on-delivery orders start in `assembling` (nothing to wait for before packing them), so they appear among
// the orders to assemble at once; their money is recorded by staff when it arrives, with the `delivered` move.
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/config/order-statuses';
import type { OrderRow } from './order-queries';

/** Who moves an order: staff in the back office, the payment provider's confirmed notification, the shop's jobs. */
export type MoveAuthor = 'staff' | 'provider' | 'shop';

type Move = { from: OrderStatus; to: OrderStatus; by: readonly MoveAuthor[]; payment: 'online' | 'any' };

export const ORDER_MOVES: readonly Move[] = [
  { from: 'awaiting_payment', to: 'paid', by: ['provider'], payment: 'online' },
  { from: 'awaiting_payment', to: 'cancelled', by: ['staff', 'shop'], payment: 'any' },
  { from: 'paid', to: 'assembling', by: ['staff'], payment: 'any' },
  { from: 'paid', to: 'cancelled', by: ['staff', 'shop'], payment: 'any' },
  { from: 'assembling', to: 'shipped', by: ['staff'], payment: 'any' },
  { from: 'assembling', to: 'cancelled', by: ['staff', 'shop'], payment: 'any' },
  { from: 'shipped', to: 'delivered', by: ['staff'], payment: 'any' },
];

/** The status an order starts in: online orders wait for their payment, cash on delivery goes to assembly. */
export const initialStatus = (payOnline: boolean): OrderStatus => (payOnline ? 'awaiting_payment' : 'assembling');

/** The statuses `by` may move this order to from where it is now. */
export function allowedMoves(order: Pick<OrderRow, 'status' | 'payOnline'>, by: MoveAuthor): OrderStatus[] {
  return ORDER_MOVES.filter(
    (m) => m.from === order.status && m.by.includes(by) && (m.payment === 'any' || order.payOnline),
  ).map((m) => m.to);
}

/** Why `by` may not move the order to `to` (a Russian sentence for the 409), or null when the move is allowed. */
export function moveRefusal(
  order: Pick<OrderRow, 'status' | 'payOnline'>,
  to: OrderStatus,
  by: MoveAuthor,
): string | null {
  if (allowedMoves(order, by).includes(to)) return null;
  if (to === order.status) return 'Заказ уже в этом статусе';
  if (to === 'paid' && by === 'staff') {
    return order.payOnline
      ? 'Онлайн-заказ становится оплаченным только по подтверждению платёжной системы'
      : 'Оплату при получении отмечают переводом заказа в «Доставлен»';
  }
  if (to === 'cancelled') return 'Отменить можно только заказ, который ещё не передан в доставку';
  return `Из статуса «${ORDER_STATUS_LABELS[order.status]}» нельзя перейти в «${ORDER_STATUS_LABELS[to]}»`;
}

/**
 * The status in which the shopper has the goods in hand: what «received» means wherever a right depends on it
 * (a review's points, «Проверенная покупка»). Nothing moves an order on from it; a return keeps it.
 */
export const RECEIVED_STATUS = 'delivered' as const satisfies OrderStatus;
