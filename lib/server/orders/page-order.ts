// Loading an order for the personal result pages (server components): only for the shopper who placed it.
import { desc, eq } from 'drizzle-orm';
import type { OrderView, PaymentStatus } from '@/lib/api/orders';
import { getDb } from '@/lib/db/client';
import { payments } from '@/lib/db/schema';
import { readShopperForPage } from '@/lib/server/identity/shopper';
import { syncLatestPayment } from '@/lib/server/payments/notifications';
import { findOrderByNumber, findOrderForShopper, orderView, type OrderRow } from './order-queries';

export type PageOrder = {
  order: OrderRow;
  view: OrderView;
  latestPayment: { externalId: string; provider: string; status: PaymentStatus } | null;
};

/** `?order=` may repeat or be missing; the first value counts. */
export const orderParam = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The order by number if this browser's shopper placed it; `sync` first asks the provider about a pending payment. */
export async function orderForPage(number: string, { sync = false } = {}): Promise<PageOrder | null> {
  if (!number) return null;
  const db = await getDb();
  let order = await findOrderForShopper(db, number, await readShopperForPage());
  if (!order) return null;
  if (sync) {
    await syncLatestPayment(db, order);
    order = (await findOrderByNumber(db, order.number))!;
  }
  const [latest] = await db
    .select({ externalId: payments.externalId, provider: payments.provider, status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.id))
    .limit(1);
  return { order, view: await orderView(db, order), latestPayment: latest ?? null };
}
