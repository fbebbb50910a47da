// What follows a placed order, outside its transaction: the confirmation email (new orders only) and the
// payment link. Neither can lose the order: a provider failure sends the shopper to the order page, which
// offers to pay again.
import { after } from 'next/server';
import type { Db } from '@/lib/db/client';
import { startPayment } from '@/lib/server/payments/start-payment';
import { sendOrderConfirmation } from './order-email';
import { orderView } from './order-queries';
import type { PlacedOrder } from './place-order';

export const orderPageUrl = (number: string) => `/cart-ok?order=${encodeURIComponent(number)}`;

/**
 * The payment URL for the reply (null when paid on receipt). The confirmation email goes out after the reply
 * (`after()`): a slow or unreachable SMTP server must not keep the shopper waiting, and a failed send is only
 * logged (the message stays in the outbox either way).
 */
export async function afterOrderPlaced(db: Db, { order, created }: PlacedOrder): Promise<string | null> {
  if (created) {
    after(async () => {
      try {
        await sendOrderConfirmation(db, order.email, order.name, await orderView(db, order));
      } catch (error) {
        console.error(`[orders] confirmation email for ${order.number} failed:`, (error as Error).message);
      }
    });
  }
  if (!order.payOnline || order.status !== 'awaiting_payment') return null;
  try {
    return await startPayment(db, order);
  } catch (error) {
    console.error(`[orders] payment for ${order.number} could not start:`, (error as Error).message);
    return orderPageUrl(order.number);
  }
}
