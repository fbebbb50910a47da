// Orders that hold goods without a customer behind them give them back, cancelled by the shop with their stock
// returned and the usual cancellation letter:
// - unpaid online orders after ORDER_PAYMENT_TIMEOUT_MIN. The provider is asked first, in case a payment succeeded
//   and its notification is late; a payment that succeeds after this is refunded automatically
//   (lib/server/payments/notifications.ts);
// - cash-on-delivery orders staff have not confirmed (e.g. by a call) within COD_CONFIRM_TIMEOUT_HOURS
//   (./cod-confirmation.ts): nothing was paid, so nothing is refunded.
// Safe with several instances on one database: each order is taken with FOR UPDATE SKIP LOCKED and its condition
// checked again under the lock (a confirmation or payment that got there first wins).
import { and, asc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { serverEnv } from '@/lib/server/env';
import { syncLatestPayment } from '@/lib/server/payments/notifications';
import { settleRefund } from '@/lib/server/payments/refunds';
import { SHOP_ACTOR } from '@/lib/server/staff/audit';
import { stockCrossedZero } from '@/lib/server/catalog/catalog-changes';
import { awaitingConfirmation } from './cod-confirmation';
import { moveOrder } from './move-order';
import type { OrderRow } from './order-queries';

const BATCH = 20;

const olderThan = (seconds: number) => lt(orders.createdAt, sql`now() - make_interval(secs => ${seconds})`);

const overdue = () =>
  and(
    eq(orders.status, 'awaiting_payment'),
    eq(orders.payOnline, true),
    olderThan(serverEnv().ORDER_PAYMENT_TIMEOUT_MIN * 60),
  )!;

const unconfirmedTooLong = () => and(awaitingConfirmation(), olderThan(serverEnv().COD_CONFIRM_TIMEOUT_HOURS * 3600))!;

const amount = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** Cancels the overdue unpaid orders; returns how many. */
export async function cancelOverdueOrders(db: Db): Promise<number> {
  const minutes = serverEnv().ORDER_PAYMENT_TIMEOUT_MIN;
  return cancelEach(db, overdue, {
    comment: `Не оплачен за ${amount(minutes)} мин — отменён автоматически, товары вернулись на склад`,
    beforeLock: (candidate) => syncLatestPayment(db, candidate),
  });
}

/** Cancels the cash-on-delivery orders left unconfirmed past COD_CONFIRM_TIMEOUT_HOURS; returns how many. */
export async function cancelUnconfirmedCodOrders(db: Db): Promise<number> {
  const hours = serverEnv().COD_CONFIRM_TIMEOUT_HOURS;
  return cancelEach(db, unconfirmedTooLong, {
    comment: `Оплата при получении: не подтверждён за ${amount(hours)} ч — отменён автоматически, товары вернулись на склад`,
  });
}

async function cancelEach(
  db: Db,
  condition: () => SQL,
  options: { comment: string; beforeLock?: (candidate: OrderRow) => Promise<unknown> },
): Promise<number> {
  const candidates = await db.select().from(orders).where(condition()).orderBy(asc(orders.id)).limit(BATCH);
  let cancelled = 0;
  for (const candidate of candidates) {
    await options.beforeLock?.(candidate);
    const moved = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, candidate.id), condition()))
        .for('update', { skipLocked: true });
      if (!order) return null;
      return moveOrder(tx, order, 'cancelled', { author: 'shop', actor: SHOP_ACTOR, comment: options.comment });
    });
    if (moved) {
      cancelled++;
      await stockCrossedZero(db, moved.restocked);
      if (moved.refundId !== null) await settleRefund(db, moved.refundId);
    }
  }
  return cancelled;
}
