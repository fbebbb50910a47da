// What follows a placed order, outside its transaction: sending the confirmation letter (written to the outbox
// with the order) and the payment link. Neither can lose the order: a provider failure sends the shopper to the
// order page, which offers to pay again.
import type { Db } from '@/lib/db/client';
import { wakeOutboxSender } from '@/lib/server/mail/send-mail';
import { startPayment } from '@/lib/server/payments/start-payment';
import type { PlacedOrder } from './place-order';

export const orderPageUrl = (number: string) => `/cart-ok?order=${encodeURIComponent(number)}`;

/**
 * The payment URL for the reply (null when paid on receipt). The outbox sender mails the confirmation apart from
 * the reply: a slow or unreachable SMTP server never keeps the shopper waiting, and a failed send is retried.
 */
export async function afterOrderPlaced(db: Db, { order, created }: PlacedOrder): Promise<string | null> {
  if (created) wakeOutboxSender();
  if (!order.payOnline || order.status !== 'awaiting_payment') return null;
  try {
    return await startPayment(db, order);
  } catch (error) {
    console.error(`[orders] payment for ${order.number} could not start:`, (error as Error).message);
    return orderPageUrl(order.number);
  }
}
