// Payment notifications (POST /api/payments/notification/{provider}) and return-page checks. A notification's
// body is never trusted: only the payment id is taken from it, and the payment is fetched back from the provider,
// whose answer decides. Unknown or foreign payments are ignored.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@/lib/api/orders';
import type { Db } from '@/lib/db/client';
import { orders, payments } from '@/lib/db/schema';
import type { OrderRow } from '@/lib/server/orders/order-queries';
import type { ProviderPayment } from './provider';
import { providerByName } from './providers';

export type NotificationOutcome =
  | { applied: true; status: PaymentStatus; orderStatus: OrderRow['status'] }
  | { applied: false; reason: string };

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
  if (Math.round(remote.amount * 100) !== order.total * 100) return `amount ${remote.amount} ≠ order total ${order.total}`;
  const number = remote.metadata.order_number;
  if (number !== undefined && number !== order.number) return `payment of order ${number}`;
  return null;
}

/** Brings one payment (and its order) in line with what the provider says now. */
export async function syncPayment(db: Db, payment: typeof payments.$inferSelect): Promise<NotificationOutcome> {
  const provider = providerByName(db, payment.provider);
  if (!provider) return { applied: false, reason: `provider ${payment.provider} is not configured` };
  const remote = await provider.fetch(payment.externalId);
  if (!remote) return { applied: false, reason: 'the provider does not know the payment' };
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    const mismatch = paymentMismatch(remote, order);
    if (mismatch) {
      console.error(`[payments] ${payment.provider} ${payment.externalId} for ${order.number}: ${mismatch}, ignored`);
      return { applied: false, reason: `mismatch: ${mismatch}` };
    }
    await tx
      .update(payments)
      .set({ status: remote.status, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    let orderStatus = order.status;
    if (remote.status === 'succeeded' && order.status === 'awaiting_payment') {
      orderStatus = 'paid';
      await tx.update(orders).set({ status: 'paid', paidAt: sql`now()`, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
    } else if (remote.status === 'succeeded' && order.status === 'cancelled') {
      console.error(`[payments] order ${order.number} was cancelled but payment ${payment.externalId} succeeded: refund it`);
    }
    return { applied: true, status: remote.status, orderStatus };
  });
}

/** On the return pages: ask the provider about the order's latest attempt, in case its notification is late. */
export async function syncLatestPayment(db: Db, order: OrderRow): Promise<void> {
  if (order.status !== 'awaiting_payment') return;
  const [latest] = await db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id)).limit(1);
  if (!latest || latest.status !== 'pending') return;
  try {
    await syncPayment(db, latest);
  } catch (error) {
    console.error(`[payments] could not check ${latest.provider} ${latest.externalId}:`, (error as Error).message);
  }
}
