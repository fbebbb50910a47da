// A payment attempt for an order that awaits payment: created at the active provider, recorded in `payments`.
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { orderItems, payments } from '@/lib/db/schema';
import { formatPhone } from '@/lib/format/phone';
import { siteUrl } from '@/lib/seo/site-url';
import { HttpError } from '@/lib/server/http/errors';
import type { OrderRow } from '@/lib/server/orders/order-queries';
import { paymentMethodById } from './methods';
import { activeProvider } from './providers';
import { receiptItems } from './receipt';

/** Why an order cannot be paid online while no provider takes payments (paymentsMode() 'off'). */
const ONLINE_PAYMENT_OFF =
  'Онлайн-оплата сейчас недоступна. Свяжитесь с магазином или оформите заказ с оплатой при получении';

/** A pending attempt younger than this is reused (a double click or a quick retry does not open a second one). */
const REUSE_MINUTES = 30;

export const successUrl = (number: string) => `/payment-success-notification?order=${encodeURIComponent(number)}`;
export const failureUrl = (number: string) => `/fail-payment.html?order=${encodeURIComponent(number)}`;

/**
 * The provider's Idempotence-Key of an attempt (YooKassa: ≤ 64 characters, ASCII). The order's id alone repeats
 * after a database reset or between environments (staging, a developer's copy) that share one shop account, and
 * the provider would then hand back another order's payment: the key also carries the order number's digits and
 * its creation time in milliseconds, e.g. `order-250001-1756713600123-attempt-1`.
 */
export function paymentIdempotenceKey(order: Pick<OrderRow, 'number' | 'createdAt'>, attempt: number): string {
  return `order-${order.number.replace(/\D/g, '')}-${order.createdAt.getTime()}-attempt-${attempt}`;
}

/** Where the shopper pays: the provider's confirmation URL of a new (or recent pending) attempt. */
export async function startPayment(db: Db, order: OrderRow): Promise<string> {
  if (!order.payOnline) throw new HttpError(409, 'Этот заказ оплачивается при получении');
  if (order.status !== 'awaiting_payment') throw new HttpError(409, 'Заказ уже оплачен или отменён');
  const provider = activeProvider(db);
  if (!provider) throw new HttpError(409, ONLINE_PAYMENT_OFF);

  const [recent] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.provider, provider.name),
        eq(payments.status, 'pending'),
        gt(payments.createdAt, new Date(Date.now() - REUSE_MINUTES * 60_000)),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (recent?.confirmationUrl) return recent.confirmationUrl;

  const [{ attempts }] = await db.select({ attempts: count() }).from(payments).where(eq(payments.orderId, order.id));
  const idempotenceKey = paymentIdempotenceKey(order, Number(attempts) + 1);
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const method = paymentMethodById(order.paymentId);
  const phone = formatPhone(order.phone)?.replace(/\D/g, '');

  const created = await provider.create({
    orderId: order.id,
    number: order.number,
    amount: order.total,
    description: `Заказ ${order.number}`,
    returnUrl: `${siteUrl()}${successUrl(order.number)}`,
    idempotenceKey,
    method: method?.code === 'sbp' ? 'sbp' : 'card',
    receipt: {
      customer: { email: order.email, ...(phone ? { phone } : {}) },
      items: receiptItems(
        lines.map((l) => ({ name: l.name, price: l.price, num: l.num })),
        order.discount + order.bonusPoints,
        order.shippingCost,
      ),
    },
  });
  await db
    .insert(payments)
    .values({
      orderId: order.id,
      provider: provider.name,
      externalId: created.id,
      status: created.status,
      amount: created.amount,
      idempotenceKey,
      confirmationUrl: created.confirmationUrl,
    })
    .onConflictDoNothing();
  if (!created.confirmationUrl)
    throw new HttpError(502, 'Платёжный сервис не вернул ссылку на оплату, попробуйте ещё раз');
  return created.confirmationUrl;
}
