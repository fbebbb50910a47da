// One move of an order's status, inside the caller's transaction with the order row locked: checked against the
// state machine (./order-status.ts), with what the move means — the track number of a shipment, the stock and the
// payment and the bonus points returned on cancellation, the purchase points on delivery — its status history line, its audit entry and the customer's letter, all in
// the same transaction.
import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/api/types';
import type { Tx } from '@/lib/db/client';
import { orderItems, orders, products } from '@/lib/db/schema';
import { countPromoUse, returnPromoUse } from '@/lib/server/cart/promo-codes';
import { badRequest, HttpError } from '@/lib/server/http/errors';
import { enqueueMail } from '@/lib/server/mail/send-mail';
import { refundableLeft, reserveRefund } from '@/lib/server/payments/refunds';
import { creditPurchasePoints, returnPointsOfCancelled } from '@/lib/server/bonuses/order-points';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';
import { recordStatus } from './order-history';
import type { OrderRow } from './order-queries';
import { moveRefusal, type MoveAuthor } from './order-status';
import { statusLetter } from './status-letters';

export type MoveOptions = {
  author: MoveAuthor;
  actor: Actor;
  trackNumber?: string | null;
  comment?: string | null;
};

/**
 * The moved order; the refund reserved by a cancellation (to be sent to the provider after the commit); the
 * products a cancellation brought back into stock (for `stockCrossedZero` after the commit).
 */
export type Moved = { order: OrderRow; refundId: number | null; restocked: number[] };

/** Moves `order` (locked FOR UPDATE by the caller) to `to`; a move the state machine refuses is a 409. */
export async function moveOrder(tx: Tx, order: OrderRow, to: OrderStatus, options: MoveOptions): Promise<Moved> {
  const refusal = moveRefusal(order, to, options.author);
  if (refusal) throw new HttpError(409, refusal);
  const trackNumber = options.trackNumber?.trim() || null;
  if (to === 'shipped' && !trackNumber) {
    throw badRequest('Укажите трек-номер отправления', { track_number: 'Без трек-номера заказ не отправить' });
  }

  const [moved] = await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(to === 'shipped' ? { trackNumber } : {}),
      // Online: the provider's confirmation. Cash on delivery: the money is taken when the parcel is handed over.
      ...(to === 'paid' || (to === 'delivered' && !order.payOnline && !order.paidAt) ? { paidAt: sql`now()` } : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();

  // An online order's promo code counts as used once it is paid (order-price.ts: held until then).
  if (to === 'paid' && order.promoCode) await countPromoUse(tx, order.promoCode);

  // Delivered: the purchase points wait out the return window; cancelled: the points spent on it come back.
  if (to === 'delivered') await creditPurchasePoints(tx, moved);
  let refund: { id: number; amount: number } | null = null;
  let restocked: number[] = [];
  if (to === 'cancelled') {
    restocked = await releaseGoods(tx, order);
    await returnPointsOfCancelled(tx, order);
    const left = await refundableLeft(tx, order.id);
    if (left > 0)
      refund = await reserveRefund(tx, moved, { amount: left, lines: null, reason: 'cancel', actor: options.actor });
  }

  const comment =
    options.comment?.trim() ||
    (to === 'delivered' && !order.payOnline ? 'Оплата получена при вручении' : null) ||
    (refund ? `Возврат ${refund.amount} ₽ оформлен` : null);
  await recordStatus(tx, order.id, to, options.actor, comment);
  await recordAudit(tx, options.actor, {
    action: 'order.status',
    entity: 'order',
    entityId: order.number,
    before: { status: order.status },
    after: { status: to, ...(to === 'shipped' ? { track_number: trackNumber } : {}), ...(comment ? { comment } : {}) },
  });
  const mail = statusLetter(moved, to, refund?.amount ?? 0);
  if (mail) await enqueueMail(tx, mail);
  return {
    order: refund ? { ...moved, refundedAmount: moved.refundedAmount + refund.amount } : moved,
    refundId: refund?.id ?? null,
    restocked,
  };
}

/**
 * A cancelled order gives back what it took: its goods to the stock (and the popularity count), its promo code's
 * use when one was counted (paid, or to pay on receipt; an order cancelled awaiting payment only held one). Only ever called from a move out of a stock-holding status under the order's row lock, so never twice.
 * Returns the products that were out of stock until now.
 */
async function releaseGoods(tx: Tx, order: OrderRow): Promise<number[]> {
  const lines = await tx
    .select({ productId: orderItems.productId, num: orderItems.num })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.productId);
  const restocked: number[] = [];
  for (const line of lines) {
    const [after] = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.num}`,
        ordersCount: sql`greatest(${products.ordersCount} - ${line.num}, 0)`,
      })
      .where(eq(products.id, line.productId))
      .returning({ stock: products.stock });
    if (after && after.stock === line.num) restocked.push(line.productId);
  }
  if (order.promoCode && order.status !== 'awaiting_payment') await returnPromoUse(tx, order.promoCode);
  return restocked;
}
