// The back office's order list: filters (status, payment, delivery service, dates, a search over number, phone,
// email and name) and pages, newest first.
import { and, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderListResponse, OrderListQuery } from '@/lib/api/admin/orders';
import { pagesOf } from '@/lib/api/admin/paging';
import type { DbOrTx } from '@/lib/db/client';
import { onPage } from '@/lib/db/paging';
import { orders } from '@/lib/db/schema';
import { awaitingConfirmation } from '@/lib/server/orders/cod-confirmation';
import { latestPaymentStatuses, toAdminRow } from './order-detail';

export const ORDERS_PAGE_SIZE = 30;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(q: string): SQL | undefined {
  const like = `%${escapeLike(q)}%`;
  const digits = q.replace(/\D/g, '');
  return or(
    ilike(orders.number, like),
    ilike(orders.email, like),
    ilike(sql`${orders.surname} || ' ' || ${orders.name} || coalesce(' ' || ${orders.middleName}, '')`, like),
    // Phones are stored formatted (+7 (916) 123-45-67): compare digits with digits.
    ...(digits.length >= 3 ? [sql`regexp_replace(${orders.phone}, '\\D', '', 'g') like ${`%${digits}%`}`] : []),
    ...(digits.length >= 1 && digits === q.replace(/^[КкKk]-?/, '')
      ? [sql`${orders.number} like ${`%${digits}`}`]
      : []),
  );
}

const PAYMENT_CONDITIONS = {
  online: () => eq(orders.payOnline, true),
  cash: () => eq(orders.payOnline, false),
  // Cash on delivery awaiting the staff's confirmation (lib/server/orders/cod-confirmation.ts): the orders to call.
  unconfirmed: awaitingConfirmation,
  paid: () => isNotNull(orders.paidAt),
  unpaid: () => isNull(orders.paidAt),
  refunded: () => gt(orders.refundedAmount, 0),
} as const;

/** Dates are the shop's (Moscow) calendar days. */
const moscowDay = (date: string) => sql`(${date}::date::timestamp at time zone 'Europe/Moscow')`;

export async function listOrders(db: DbOrTx, query: OrderListQuery): Promise<Omit<AdminOrderListResponse, 'success'>> {
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.q ? searchCondition(query.q) : undefined,
    query.payment ? PAYMENT_CONDITIONS[query.payment]() : undefined,
    query.service ? eq(orders.deliveryServiceId, query.service) : undefined,
    query.from ? gte(orders.createdAt, moscowDay(query.from)) : undefined,
    query.to ? lt(orders.createdAt, sql`${moscowDay(query.to)} + interval '1 day'`) : undefined,
  );
  const [rows, total] = await Promise.all([
    onPage(
      db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).$dynamic(),
      query.page,
      ORDERS_PAGE_SIZE,
    ),
    db.$count(orders, where),
  ]);
  const statuses = await latestPaymentStatuses(
    db,
    rows.map((r) => r.id),
  );
  return {
    orders: rows.map((o) => toAdminRow(o, statuses.get(o.id) ?? null)),
    total,
    page: query.page,
    pages: pagesOf(total, ORDERS_PAGE_SIZE),
  };
}
