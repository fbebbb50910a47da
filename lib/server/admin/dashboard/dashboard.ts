// The back office's morning screen: what needs doing (orders to assemble, unpaid orders, messages waiting), how
// the day and the week go, low stock, and what is wrong with the setup (test payments, no SMTP, letters that
// could not be sent, payments that came too late and were refunded, refunds the provider refused).
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Dashboard, DashboardWarning } from '@/lib/api/admin/dashboard';
import type { DbOrTx } from '@/lib/db/client';
import {
  orders,
  outbox,
  pageFeedback,
  products,
  refunds,
  shopQuestions,
  shopReviews,
  wholesaleRequests,
} from '@/lib/db/schema';
import { smtpConfigured } from '@/lib/server/mail/send-mail';
import { paymentsMode } from '@/lib/server/payments/providers';
import { latestPaymentStatuses, toAdminRow } from '@/lib/server/admin/orders/order-detail';

export const LOW_STOCK = 3;
/** How long a late-payment refund or a refused refund stays among the warnings. */
const RECENT_DAYS = 7;
const LIST = 10;

const startOf = (unit: 'day' | 'week') =>
  sql`(date_trunc(${unit}, now() at time zone 'Europe/Moscow') at time zone 'Europe/Moscow')`;

async function ordersIn(db: DbOrTx, where: SQL | undefined) {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(asc(orders.createdAt)).limit(LIST),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const statuses = await latestPaymentStatuses(
    db,
    rows.map((r) => r.id),
  );
  return { count: Number(total), orders: rows.map((o) => toAdminRow(o, statuses.get(o.id) ?? null)) };
}

async function sales(db: DbOrTx, unit: 'day' | 'week') {
  const [row] = await db
    .select({
      orders: count(),
      revenue: sql<number>`coalesce(sum(${orders.total} - ${orders.refundedAmount}), 0)::int`,
    })
    .from(orders)
    .where(and(ne(orders.status, 'cancelled'), gt(orders.createdAt, startOf(unit))));
  return { orders: Number(row.orders), revenue: Number(row.revenue) };
}

const countOf = async (db: DbOrTx, query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

export async function dashboard(db: DbOrTx): Promise<Dashboard> {
  const recent = sql`now() - make_interval(days => ${RECENT_DAYS})`;
  const [
    toAssemble,
    unpaid,
    today,
    week,
    lowStock,
    reviews,
    questions,
    wholesale,
    notes,
    failedMail,
    latePayments,
    refusedRefunds,
    unansweredRefunds,
  ] = await Promise.all([
    ordersIn(db, inArray(orders.status, ['paid', 'assembling'])),
    ordersIn(db, eq(orders.status, 'awaiting_payment')),
    sales(db, 'day'),
    sales(db, 'week'),
    db
      .select({ id: products.id, name: products.name, article: products.article, stock: products.stock })
      .from(products)
      .where(and(eq(products.isActive, true), lte(products.stock, LOW_STOCK)))
      .orderBy(asc(products.stock), asc(products.id))
      .limit(LIST),
    countOf(db, db.select({ n: count() }).from(shopReviews).where(eq(shopReviews.status, 'pending'))),
    countOf(db, db.select({ n: count() }).from(shopQuestions).where(isNull(shopQuestions.answeredAt))),
    countOf(db, db.select({ n: count() }).from(wholesaleRequests).where(isNull(wholesaleRequests.answeredAt))),
    countOf(db, db.select({ n: count() }).from(pageFeedback).where(isNull(pageFeedback.answeredAt))),
    // Letters of the recent past that failed: given up, or still being retried after an error.
    countOf(
      db,
      db
        .select({ n: count() })
        .from(outbox)
        .where(and(isNull(outbox.sentAt), isNotNull(outbox.lastError), gt(outbox.createdAt, recent))),
    ),
    countOf(
      db,
      db
        .select({ n: count() })
        .from(refunds)
        .where(and(eq(refunds.reason, 'late_payment'), gt(refunds.createdAt, recent))),
    ),
    countOf(
      db,
      db
        .select({ n: count() })
        .from(refunds)
        .where(and(eq(refunds.status, 'canceled'), gt(refunds.createdAt, recent))),
    ),
    // Refunds «ожидает подтверждения» for long: the job keeps asking, but staff should know.
    countOf(
      db,
      db
        .select({ n: count() })
        .from(refunds)
        .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, sql`now() - interval '10 minutes'`))),
    ),
  ]);

  const warnings: DashboardWarning[] = [];
  const payments = paymentsMode();
  if (payments === 'test') {
    warnings.push({
      kind: 'test_payments',
      text: 'Демо-режим: включена тестовая оплата (PAYMENTS_TEST=1), ЮKassa не настроена (YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY) — покупатели «платят» кнопкой.',
    });
  } else if (payments === 'off') {
    warnings.push({
      kind: 'payments_off',
      text: 'Онлайн-оплата выключена: ЮKassa не настроена (YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY). Покупателям предлагается только оплата при получении.',
    });
  }
  if (!smtpConfigured()) {
    warnings.push({
      kind: 'no_smtp',
      text: 'Почта не настроена (SMTP_URL): письма покупателям не уходят, а копятся в таблице outbox.',
    });
  }
  if (failedMail > 0)
    warnings.push({
      kind: 'mail_failed',
      count: failedMail,
      text: `Письма с ошибкой отправки за последние дни: ${failedMail}. Проверьте настройки почты (повторы идут сами).`,
    });
  if (latePayments > 0) {
    warnings.push({
      kind: 'late_payment',
      count: latePayments,
      text: `Оплата пришла после отмены заказа и возвращена автоматически: ${latePayments} за ${RECENT_DAYS} дней.`,
    });
  }
  if (refusedRefunds > 0) {
    warnings.push({
      kind: 'refund_failed',
      count: refusedRefunds,
      text: `Платёжная система не приняла возвратов: ${refusedRefunds} за ${RECENT_DAYS} дней — повторите их на странице заказа.`,
    });
  }
  if (unansweredRefunds > 0) {
    warnings.push({
      kind: 'refund_pending',
      count: unansweredRefunds,
      text: `Возвраты ждут подтверждения платёжной системы дольше 10 минут: ${unansweredRefunds}. Магазин переспрашивает её сам, новые возвраты этих денег не нужны; если ожидание затянулось, проверьте их в личном кабинете ЮKassa.`,
    });
  }
  return {
    to_assemble: toAssemble,
    unpaid,
    today,
    week,
    low_stock: lowStock,
    waiting: { reviews, questions, wholesale, page_feedback: notes },
    warnings,
  };
}
