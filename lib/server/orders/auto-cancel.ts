// Unpaid online orders give their goods back: after ORDER_PAYMENT_TIMEOUT_MIN an order still awaiting payment is
// cancelled by the shop and its stock returned. The provider is asked first, in case a payment succeeded and its
// notification is late. Safe with several instances on one database: each order is taken with FOR UPDATE SKIP
// LOCKED and its status checked again under the lock. A payment that succeeds after this is refunded
// automatically (lib/server/payments/notifications.ts).
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { serverEnv } from '@/lib/server/env';
import { syncLatestPayment } from '@/lib/server/payments/notifications';
import { settleRefund } from '@/lib/server/payments/refunds';
import { SHOP_ACTOR } from '@/lib/server/staff/audit';
import { stockCrossedZero } from '@/lib/server/catalog/catalog-changes';
import { moveOrder } from './move-order';

const BATCH = 20;

const overdue = () =>
  and(
    eq(orders.status, 'awaiting_payment'),
    eq(orders.payOnline, true),
    lt(orders.createdAt, sql`now() - make_interval(secs => ${serverEnv().ORDER_PAYMENT_TIMEOUT_MIN * 60})`),
  );

/** Cancels the overdue unpaid orders; returns how many. */
export async function cancelOverdueOrders(db: Db): Promise<number> {
  const candidates = await db.select().from(orders).where(overdue()).orderBy(asc(orders.id)).limit(BATCH);
  let cancelled = 0;
  for (const candidate of candidates) {
    await syncLatestPayment(db, candidate);
    const moved = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, candidate.id), overdue()))
        .for('update', { skipLocked: true });
      if (!order) return null;
      const minutes = serverEnv().ORDER_PAYMENT_TIMEOUT_MIN;
      return moveOrder(tx, order, 'cancelled', {
        author: 'shop',
        actor: SHOP_ACTOR,
        comment: `Не оплачен за ${Number.isInteger(minutes) ? minutes : minutes.toFixed(2)} мин — отменён автоматически, товары вернулись на склад`,
      });
    });
    if (moved) {
      cancelled++;
      await stockCrossedZero(db, moved.restocked);
      if (moved.refundId !== null) await settleRefund(db, moved.refundId);
    }
  }
  return cancelled;
}
