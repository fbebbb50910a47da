// The built-in test provider: keeps its payments in its own table (as a real provider keeps them on its side)
// and hosts the «Тестовая оплата» page at /pay/{order}. Its pay / decline buttons record the decision here and
// then notify the shop through the same notification handler a real provider calls (./notifications.ts).
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { orders, payments, testPayments } from '@/lib/db/schema';
import type { OrderRow } from '@/lib/server/orders/order-queries';
import type { PaymentProvider, ProviderPayment } from './provider';
import { receiptTotal, type Receipt } from './receipt';

/** Like YooKassa, a 54-ФЗ receipt whose items do not add up to the amount is refused (the discounts spread right). */
const addsUp = (receipt: Receipt, amount: number) => receiptTotal(receipt.items) === amount * 100;

const toPayment = (row: typeof testPayments.$inferSelect): ProviderPayment => ({
  id: row.id,
  status: row.status,
  amount: row.amount,
  currency: 'RUB',
  confirmationUrl: row.status === 'pending' ? payPageUrl(row.metadata.order_number ?? '') : null,
  metadata: row.metadata,
});

export const payPageUrl = (number: string) => `/pay/${encodeURIComponent(number)}`;

export function testProvider(db: DbOrTx): PaymentProvider {
  return {
    name: 'test',
    async create(input) {
      if (!addsUp(input.receipt, input.amount)) throw new Error(`receipt items do not add up to ${input.amount}`);
      const [row] = await db
        .insert(testPayments)
        .values({
          id: randomUUID(),
          amount: input.amount,
          description: input.description,
          status: 'pending',
          metadata: { order_id: String(input.orderId), order_number: input.number },
        })
        .returning();
      return toPayment(row);
    },
    async fetch(id) {
      if (!/^[0-9a-f-]{36}$/.test(id)) return null;
      const [row] = await db.select().from(testPayments).where(eq(testPayments.id, id));
      return row ? toPayment(row) : null;
    },
    // Recorded on the payment (metadata `refunded`: roubles returned so far), as a real provider keeps its refunds;
    // like YooKassa, it refuses more than is left of a succeeded payment, and a receipt that does not add up.
    async refund({ paymentId, amount, receipt }) {
      if (!addsUp(receipt, amount)) return { id: randomUUID(), status: 'canceled', amount };
      const [row] = await db
        .update(testPayments)
        .set({
          metadata: sql`${testPayments.metadata} || jsonb_build_object('refunded', ((coalesce(${testPayments.metadata}->>'refunded', '0'))::int + ${amount})::text)`,
        })
        .where(
          and(
            eq(testPayments.id, paymentId),
            eq(testPayments.status, 'succeeded'),
            sql`(coalesce(${testPayments.metadata}->>'refunded', '0'))::int + ${amount} <= ${testPayments.amount}`,
          ),
        )
        .returning({ id: testPayments.id });
      return { id: randomUUID(), status: row ? 'succeeded' : 'canceled', amount };
    },
    // Its refunds are decided at once and kept as a sum only: there is no record of one to read back.
    async fetchRefund() {
      return null;
    },
  };
}

/** The test provider's side of a button press: a pending payment becomes succeeded or canceled. */
export async function decideTestPayment(db: DbOrTx, id: string, action: 'pay' | 'decline'): Promise<boolean> {
  const updated = await db
    .update(testPayments)
    .set({ status: action === 'pay' ? 'succeeded' : 'canceled' })
    .where(and(eq(testPayments.id, id), eq(testPayments.status, 'pending')))
    .returning({ id: testPayments.id });
  return updated.length > 0;
}

/** The order a test-provider payment pays for (the shop's payment record names it), or null. */
export async function orderOfTestPayment(db: DbOrTx, id: string): Promise<OrderRow | null> {
  const [row] = await db
    .select({ order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.provider, 'test'), eq(payments.externalId, id)));
  return row?.order ?? null;
}
