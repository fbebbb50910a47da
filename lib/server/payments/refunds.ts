// Refunds through the payment provider, in two steps. First, inside the transaction that decides it (with the
// order row locked), the refund is reserved: a `pending` row and orders.refunded_amount raised, so two staff
// members (or a cancellation and a late payment) can never together return more than was paid. Then, after the
// commit, `settleRefund` asks the provider — no transaction stays open while it answers — and records the outcome;
// a refused refund gives its reservation back, and undoes what it did to the customer's bonus points. A refund
// whose outcome is unknown stays pending (reserved) until the provider's answer is final.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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
import { serverEnv } from '@/lib/server/env';
import { RefundRefused } from './provider';
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
 * A POST with the refund's key is repeated only this long after the refund was made: YooKassa keeps a key for
 * 24 hours, after which the same key would make a second refund. Past it, only a known refund id is asked about.
 */
const KEY_LIFETIME_HOURS = 23;

/** Whether the provider may be asked about a refund again: it is pending, and its id is known or its key still holds. */
export const mayAskAgain = (refund: Pick<RefundRow, 'status' | 'externalId' | 'createdAt'>) =>
  refund.status === 'pending' &&
  (refund.externalId !== null || Date.now() - refund.createdAt.getTime() <= KEY_LIFETIME_HOURS * 3_600_000);

/** What the provider said about a refund: its state, a definite refusal, or nothing certain. */
type Answer =
  | { kind: 'refund'; status: Settled; externalId: string }
  | { kind: 'refused'; problem: string }
  | { kind: 'unknown'; problem: string };

type RefundRow = typeof refunds.$inferSelect;

/** Asks the provider: about the refund it named (GET), else by repeating the request under the refund's own key. */
async function askProvider(
  db: Db,
  refund: RefundRow,
  payment: typeof payments.$inferSelect,
  order: OrderRow,
): Promise<Answer> {
  const provider = providerByName(db, refund.provider);
  const sentBefore = refund.checkedAt !== null || refund.externalId !== null;
  if (!provider) {
    const problem = `платёжная система ${refund.provider} не настроена`;
    // Never sent: certainly not paid. Sent before: it may have been paid, so the reservation stays.
    return sentBefore ? { kind: 'unknown', problem } : { kind: 'refused', problem };
  }
  try {
    if (refund.externalId) {
      const known = await provider.fetchRefund(refund.externalId);
      if (!known) return { kind: 'unknown', problem: 'платёжная система не нашла возврат' };
      return { kind: 'refund', status: known.status, externalId: known.id };
    }
    if (!mayAskAgain(refund)) {
      return {
        kind: 'unknown',
        problem: 'ключ запроса устарел, повторять его нельзя — проверьте возврат в личном кабинете платёжной системы',
      };
    }
    const lines = await db
      .select({ id: orderItems.id, name: orderItems.name, price: orderItems.price, num: orderItems.num })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const phone = formatPhone(order.phone)?.replace(/\D/g, '');
    const answer = await provider.refund({
      paymentId: payment.externalId,
      amount: refund.amount,
      receipt: {
        customer: { email: order.email, ...(phone ? { phone } : {}) },
        items: refundReceipt(order, lines, refund),
      },
      idempotenceKey: refund.idempotenceKey,
    });
    return { kind: 'refund', status: answer.status, externalId: answer.id };
  } catch (error) {
    console.error(`[payments] refund ${refund.id} of ${order.number}:`, (error as Error).message);
    return error instanceof RefundRefused
      ? { kind: 'refused', problem: 'платёжная система отказала' }
      : { kind: 'unknown', problem: 'платёжная система не ответила или ответила ошибкой' };
  }
}

/**
 * Sends a reserved refund to the provider (or asks it how the refund it knows is going) and records the outcome.
 * Only a definite answer is final: a refusal (the provider's error object, or its refund `canceled`) is recorded in
 * the status history, frees the reservation and undoes the return's bonus points
 * (docs/adr/0080-review-and-refund-points.md); a success sends the customer's letter (with the cancellation for a
 * cancelled order — already written — else its own). An unknown outcome (5xx, no answer in time, a broken connection)
 * leaves the refund `pending` with its reservation and points as they are: asked again under the same Idempotence-Key
 * (staff's «Повторить запрос», the background job), the provider returns the refund it made rather than paying twice.
 */
export async function settleRefund(db: Db, refundId: number): Promise<Settled> {
  const [row] = await db
    .select({ refund: refunds, payment: payments, order: orders })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, refundId));
  if (!row || row.refund.status !== 'pending') return (row?.refund.status as Settled) ?? 'canceled';
  const { refund, payment, order } = row;
  const answer = await askProvider(db, refund, payment, order);
  const outcome: Settled =
    answer.kind === 'refused' ? 'canceled' : answer.kind === 'refund' ? answer.status : 'pending';

  const recorded = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    // Another process may have settled it meanwhile (a staff retry, the job): record an outcome once only.
    const [still] = await tx.select().from(refunds).where(eq(refunds.id, refund.id));
    if (still?.status !== 'pending') return (still?.status as Settled) ?? 'canceled';
    const externalId = answer.kind === 'refund' ? answer.externalId : still.externalId;
    await tx
      .update(refunds)
      .set({ status: outcome, externalId, checkedAt: sql`now()` })
      .where(eq(refunds.id, refund.id));
    if (outcome === 'canceled') {
      const problem = answer.kind === 'refund' ? 'платёжная система отказала' : answer.problem;
      await tx
        .update(orders)
        .set({ refundedAmount: sql`${orders.refundedAmount} - ${refund.amount}`, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      await undoPointsOfRefund(tx, order, refund.id);
      await recordStatus(
        tx,
        order.id,
        locked.status,
        SHOP_ACTOR,
        `Возврат ${refund.amount} ₽ не прошёл: ${problem}. Повторите возврат.`,
      );
    } else if (outcome === 'succeeded') {
      if (refund.reason !== 'cancel')
        await enqueueMail(tx, refundLetter(order, refund.amount, refund.reason as Exclude<RefundReason, 'cancel'>));
    } else if (answer.kind === 'unknown' && still.checkedAt === null) {
      // Said once, at the first unknown answer; the job keeps asking until the provider's answer is final.
      await recordStatus(
        tx,
        order.id,
        locked.status,
        SHOP_ACTOR,
        `Возврат ${refund.amount} ₽ ожидает подтверждения: ${answer.problem}. Магазин переспросит платёжную систему сам (тем же ключом запроса, дважды деньги не уйдут); новый возврат этих денег не нужен.`,
      );
    }
    return outcome;
  });
  wakeOutboxSender();
  return recorded;
}

/**
 * A pending refund is asked about again once nothing of the shop's can still be waiting for the provider's answer
 * about it: twice the provider's timeout after it was last asked (or made: a process that stopped between the
 * reservation's commit and the provider call leaves one never sent).
 */
export function recheckAfterSeconds(): number {
  return Math.max(2 * serverEnv().YOOKASSA_TIMEOUT_SEC, 5);
}

/**
 * The background job: asks the provider again about the refunds still pending (never sent, unanswered, or
 * reported `pending` by the provider) until its answer is final. Safe to repeat and to run in several processes
 * at once: each takes its refunds by moving their `checked_at` (FOR UPDATE SKIP LOCKED), every request about a
 * refund carries its own Idempotence-Key, and the outcome is recorded once under the order's lock.
 */
export async function settleStuckRefunds(db: Db): Promise<number> {
  const due = sql`coalesce(${refunds.checkedAt}, ${refunds.createdAt}) < now() - make_interval(secs => ${recheckAfterSeconds()})`;
  const askable = sql`(${refunds.externalId} is not null or ${refunds.createdAt} > now() - make_interval(hours => ${KEY_LIFETIME_HOURS}))`;
  const waiting = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), due, askable))
    .orderBy(sql`coalesce(${refunds.checkedAt}, ${refunds.createdAt})`)
    .limit(20)
    .for('update', { skipLocked: true });
  const taken = await db
    .update(refunds)
    .set({ checkedAt: sql`now()` })
    .where(inArray(refunds.id, waiting))
    .returning({ id: refunds.id });
  const ids = taken.map((r) => r.id).sort((a, b) => a - b);
  // Together, not one after another: a provider that does not answer costs one timeout, not twenty, and the
  // cancellation of unpaid orders that runs after this job is not held up. No connection is held while waiting.
  const settled = await Promise.allSettled(ids.map((id) => settleRefund(db, id)));
  for (const [i, result] of settled.entries())
    if (result.status === 'rejected')
      console.error(`[payments] refund ${ids[i]} could not be settled:`, (result.reason as Error)?.message);
  return ids.length;
}
