// Refunds through the payment provider, in two steps. First, inside the transaction that decides it (with the
// order row locked), the refund is reserved: a `pending` row and orders.refunded_amount raised, so two staff
// members (or a cancellation and a late payment) can never together return more than was paid. Then, after the
// commit, `settleRefund` asks the provider — no transaction stays open while it answers — and records the outcome;
// a refused refund gives its reservation back, and undoes what it did to the customer's bonus points.
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { orderItems, orders, payments, refunds } from '@/lib/db/schema';
import { formatPhone } from '@/lib/format/phone';
import { HttpError } from '@/lib/server/http/errors';
import { undoPointsOfRefund } from '@/lib/server/bonuses/order-points';
import { enqueueMail, wakeOutboxSender } from '@/lib/server/mail/send-mail';
import { recordStatus } from '@/lib/server/orders/order-history';
import type { OrderRow } from '@/lib/server/orders/order-queries';
import { refundLetter } from '@/lib/server/orders/status-letters';
import { SHOP_ACTOR, type Actor } from '@/lib/server/staff/audit';
import { providerByName } from './providers';
import { receiptItems, type ReceiptItem, type ReceiptLine } from './receipt';

export type RefundReason = 'cancel' | 'return' | 'late_payment' | 'manual';
export type RefundLine = { order_item_id: number; num: number };

const LIVE = ['pending', 'succeeded'] as const;

/** Each succeeded payment of the order with what is still left of it to refund, oldest first. */
async function paymentsLeft(tx: Tx, orderId: number) {
  const [paid, taken] = await Promise.all([
    tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
      .orderBy(asc(payments.id)),
    tx
      .select({ paymentId: refunds.paymentId, sum: sql<number>`sum(${refunds.amount})::int` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, LIVE)))
      .groupBy(refunds.paymentId),
  ]);
  const used = new Map(taken.map((t) => [t.paymentId, Number(t.sum)]));
  return paid.map((payment) => ({ payment, left: payment.amount - (used.get(payment.id) ?? 0) }));
}

/** Roubles paid online for the order and not yet refunded (nor being refunded). */
export async function refundableLeft(tx: Tx, orderId: number): Promise<number> {
  return (await paymentsLeft(tx, orderId)).reduce((sum, p) => sum + Math.max(p.left, 0), 0);
}

export type Reservation = {
  amount: number;
  lines: RefundLine[] | null;
  reason: RefundReason;
  actor: Actor;
  paymentId?: number;
};

/** Reserves a refund of one payment (the given one, else the first with enough left); the order must be locked. */
export async function reserveRefund(tx: Tx, order: OrderRow, r: Reservation): Promise<{ id: number; amount: number }> {
  const candidates = await paymentsLeft(tx, order.id);
  const total = candidates.reduce((sum, p) => sum + Math.max(p.left, 0), 0);
  if (r.amount <= 0) throw new HttpError(409, 'Нечего возвращать: сумма возврата должна быть больше нуля');
  if (r.amount > total) throw new HttpError(409, `Нельзя вернуть больше, чем оплачено: осталось ${total} ₽`);
  const source = candidates.find(
    (p) => (r.paymentId === undefined || p.payment.id === r.paymentId) && p.left >= r.amount,
  );
  if (!source) throw new HttpError(409, 'Сумма больше остатка любого из платежей заказа: верните её по частям');
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      paymentId: source.payment.id,
      provider: source.payment.provider,
      amount: r.amount,
      lines: r.lines,
      status: 'pending',
      reason: r.reason,
      byUserId: r.actor.id,
    })
    .returning({ id: refunds.id });
  await tx
    .update(orders)
    .set({ refundedAmount: sql`${orders.refundedAmount} + ${r.amount}`, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  return { id: row.id, amount: r.amount };
}

type Discounted = Pick<OrderRow, 'discount' | 'bonusPoints' | 'productsCost'>;

/**
 * Roubles to return for some lines: their price less their share of the order's promo discount and of the bonus
 * points it was paid with (those points come back to the bonus account instead: lib/server/bonuses).
 */
export function linesRefundAmount(order: Discounted, picked: ReceiptLine[]): number {
  const goods = picked.reduce((sum, l) => sum + l.price * l.num, 0);
  return goods - discountShare(order, goods);
}

/** What the receipts take off the goods: the promo discount and the points (1 point = 1 ₽). */
const goodsDiscount = (order: Discounted) => order.discount + order.bonusPoints;

const discountShare = (order: Discounted, goods: number) =>
  order.productsCost > 0 ? Math.floor((goodsDiscount(order) * goods) / order.productsCost) : 0;

/** The 54-ФЗ refund receipt: the returned lines, or the whole order, or the amount spread over the goods. */
function refundReceipt(
  order: OrderRow,
  all: (ReceiptLine & { id: number })[],
  refund: typeof refunds.$inferSelect,
): ReceiptItem[] {
  if (refund.lines) {
    const picked = refund.lines.map((l) => ({ ...all.find((a) => a.id === l.order_item_id)!, num: l.num }));
    const goods = picked.reduce((sum, l) => sum + l.price * l.num, 0);
    return receiptItems(picked, goods - refund.amount, 0);
  }
  if (refund.amount >= order.total) return receiptItems(all, goodsDiscount(order), order.shippingCost);
  const goods = order.productsCost - goodsDiscount(order);
  return refund.amount <= goods
    ? receiptItems(all, order.productsCost - refund.amount, 0)
    : receiptItems(all, goodsDiscount(order), refund.amount - goods);
}

export type Settled = 'succeeded' | 'pending' | 'canceled';

/**
 * Sends a reserved refund to the provider and records the outcome. The customer's letter: with the cancellation
 * for a cancelled order (already written), its own for a return or a late payment. A refusal is recorded in the
 * status history, frees the reservation and undoes the return's bonus points (DECISIONS 80).
 */
export async function settleRefund(db: Db, refundId: number): Promise<Settled> {
  const [row] = await db
    .select({ refund: refunds, payment: payments, order: orders })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, refundId));
  if (!row || row.refund.status !== 'pending' || row.refund.externalId)
    return (row?.refund.status as Settled) ?? 'canceled';
  const { refund, payment, order } = row;
  const lines = await db
    .select({ id: orderItems.id, name: orderItems.name, price: orderItems.price, num: orderItems.num })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const phone = formatPhone(order.phone)?.replace(/\D/g, '');

  let outcome: Settled = 'canceled';
  let externalId: string | null = null;
  let problem = 'платёжная система отказала';
  const provider = providerByName(db, refund.provider);
  if (!provider) problem = `платёжная система ${refund.provider} не настроена`;
  else {
    try {
      const answer = await provider.refund({
        paymentId: payment.externalId,
        amount: refund.amount,
        receipt: {
          customer: { email: order.email, ...(phone ? { phone } : {}) },
          items: refundReceipt(order, lines, refund),
        },
        idempotenceKey: `refund-${refund.id}-${refund.createdAt.getTime()}`,
      });
      outcome = answer.status;
      externalId = answer.id;
    } catch (error) {
      console.error(`[payments] refund ${refund.id} of ${order.number} failed:`, (error as Error).message);
      problem = 'платёжная система недоступна или отказала';
    }
  }

  await db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
    // Another process may have settled it meanwhile (the stuck-refund job): record an outcome once only.
    const [still] = await tx
      .select({ status: refunds.status, externalId: refunds.externalId })
      .from(refunds)
      .where(eq(refunds.id, refund.id));
    if (still?.status !== 'pending' || still.externalId) return;
    await tx.update(refunds).set({ status: outcome, externalId }).where(eq(refunds.id, refund.id));
    if (outcome === 'canceled') {
      await tx
        .update(orders)
        .set({ refundedAmount: sql`${orders.refundedAmount} - ${refund.amount}`, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      await undoPointsOfRefund(tx, order, refund.id);
      await recordStatus(
        tx,
        order.id,
        order.status,
        SHOP_ACTOR,
        `Возврат ${refund.amount} ₽ не прошёл: ${problem}. Повторите возврат.`,
      );
    } else if (refund.reason !== 'cancel') {
      await enqueueMail(tx, refundLetter(order, refund.amount, refund.reason as Exclude<RefundReason, 'cancel'>));
    }
  });
  wakeOutboxSender();
  return outcome;
}

/** A reserved refund the provider has not heard of this long after it was made was cut off (a restart, a crash). */
const STUCK_AFTER_SECONDS = 120;

/**
 * Sends again the refunds reserved but never sent to the provider (the process stopped between the reservation's
 * commit and the provider call). Safe to repeat: the provider's idempotence key is the refund's own, so a refund
 * that did reach it is not made twice, and the outcome is recorded once.
 */
export async function settleStuckRefunds(db: Db): Promise<number> {
  const stuck = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNull(refunds.externalId),
        lt(refunds.createdAt, sql`now() - make_interval(secs => ${STUCK_AFTER_SECONDS})`),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(20);
  for (const { id } of stuck) await settleRefund(db, id);
  return stuck.length;
}
