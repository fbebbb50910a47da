// Payment notifications (POST /api/payments/notification/{provider}) and return-page checks. A notification's
// body is never trusted: only the payment id is taken from it, and the payment is fetched back from the provider,
// whose answer decides. Unknown or foreign payments are ignored.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@/lib/api/orders';
import type { Db } from '@/lib/db/client';
import { orders, payments } from '@/lib/db/schema';
import type { OrderRow } from '@/lib/server/orders/order-queries';
import type { ProviderPayment } from './provider';
import { recordStatus, PROVIDER_ACTOR } from '@/lib/server/orders/order-history';
import { moveOrder } from '@/lib/server/orders/move-order';
import { wakeOutboxSender } from '@/lib/server/mail/send-mail';
import { providerByName } from './providers';
import { reserveRefund, settleRefund } from './refunds';

export type NotificationOutcome =
  { applied: true; status: PaymentStatus; orderStatus: OrderRow['status'] } | { applied: false; reason: string };

/** The payment id of a YooKassa-style notification `{type, event, object: {id}}`, or null. */
export function notificationPaymentId(body: unknown): string | null {
  const id = (body as { object?: { id?: unknown } } | null)?.object?.id;
  return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : null;
}

export async function processNotification(db: Db, providerName: string, body: unknown): Promise<NotificationOutcome> {
  const id = notificationPaymentId(body);
  if (!id) return { applied: false, reason: 'no payment id' };
  const [known] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, providerName), eq(payments.externalId, id)));
  if (!known) return { applied: false, reason: 'unknown payment' };
  return syncPayment(db, known);
}

/**
 * Why the provider's payment cannot pay for this order, or null when it can: it must be for the order's whole
 * total, in roubles, and (when the provider keeps our metadata) name this order. The amount recorded when the
 * attempt was created is not the reference: it is only what the provider said then.
 */
export function paymentMismatch(
  remote: Pick<ProviderPayment, 'amount' | 'currency' | 'metadata'>,
  order: Pick<OrderRow, 'total' | 'number'>,
): string | null {
  if (remote.currency !== 'RUB') return `currency ${remote.currency}`;
  if (Math.round(remote.amount * 100) !== order.total * 100)
    return `amount ${remote.amount} ≠ order total ${order.total}`;
  const number = remote.metadata.order_number;
  if (number !== undefined && number !== order.number) return `payment of order ${number}`;
  return null;
}

/**
 * The order of a payment's states: pending, then canceled or succeeded. A status only ever moves forward: a late or
 * replayed notification never turns a succeeded payment back into pending or canceled. A canceled payment that the
 * provider later reports succeeded did take the money, so that move is allowed (and refunded if the order needs
 * no more).
 */
const STATUS_RANK: Record<PaymentStatus, number> = { pending: 0, canceled: 1, succeeded: 2 };
const statusMayMove = (from: PaymentStatus, to: PaymentStatus) => STATUS_RANK[to] > STATUS_RANK[from];

/**
 * Brings one payment (and its order) in line with what the provider says now. A success pays an order that awaits
 * payment; a success of an order already cancelled (its time to pay ran out) or already paid by another attempt
 * is refunded at once, and the status history tells staff.
 */
export async function syncPayment(db: Db, payment: typeof payments.$inferSelect): Promise<NotificationOutcome> {
  const provider = providerByName(db, payment.provider);
  if (!provider) return { applied: false, reason: `provider ${payment.provider} is not configured` };
  const remote = await provider.fetch(payment.externalId);
  if (!remote) return { applied: false, reason: 'the provider does not know the payment' };
  const result = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    const mismatch = paymentMismatch(remote, order);
    if (mismatch) {
      console.error(`[payments] ${payment.provider} ${payment.externalId} for ${order.number}: ${mismatch}, ignored`);
      return { outcome: { applied: false, reason: `mismatch: ${mismatch}` } as const, refundId: null };
    }
    // Read again under the order's lock: a repeated notification must not refund twice.
    const [before] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
    if (before.status === remote.status)
      return { outcome: { applied: true, status: before.status, orderStatus: order.status } as const, refundId: null };
    if (!statusMayMove(before.status, remote.status)) {
      console.error(
        `[payments] ${payment.provider} ${payment.externalId} for ${order.number}: ${before.status} → ${remote.status} refused, a payment's status never goes back`,
      );
      return {
        outcome: { applied: false, reason: `${before.status} never becomes ${remote.status}` } as const,
        refundId: null,
      };
    }
    await tx
      .update(payments)
      .set({ status: remote.status, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    let orderStatus = order.status;
    let refundId: number | null = null;
    const newlySucceeded = remote.status === 'succeeded';
    if (newlySucceeded && order.status === 'awaiting_payment') {
      orderStatus = (await moveOrder(tx, order, 'paid', { author: 'provider', actor: PROVIDER_ACTOR })).order.status;
    } else if (newlySucceeded) {
      const why = order.status === 'cancelled' ? 'пришла после отмены заказа' : 'пришла повторно (заказ уже оплачен)';
      console.error(`[payments] order ${order.number}: payment ${payment.externalId} ${why}, refunding it`);
      await recordStatus(
        tx,
        order.id,
        order.status,
        PROVIDER_ACTOR,
        `Оплата ${payment.amount} ₽ ${why} — деньги возвращаются автоматически`,
      );
      refundId = (
        await reserveRefund(tx, order, {
          amount: payment.amount,
          lines: null,
          reason: 'late_payment',
          actor: PROVIDER_ACTOR,
          paymentId: payment.id,
        })
      ).id;
    }
    return { outcome: { applied: true, status: remote.status, orderStatus } as const, refundId };
  });
  if (result.refundId !== null) await settleRefund(db, result.refundId);
  wakeOutboxSender();
  return result.outcome;
}

/** On the return pages: ask the provider about the order's latest attempt, in case its notification is late. */
export async function syncLatestPayment(db: Db, order: OrderRow): Promise<void> {
  if (order.status !== 'awaiting_payment') return;
  const [latest] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!latest || latest.status !== 'pending') return;
  try {
    await syncPayment(db, latest);
  } catch (error) {
    console.error(`[payments] could not check ${latest.provider} ${latest.externalId}:`, (error as Error).message);
  }
}
