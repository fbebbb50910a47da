// One order as the back office sees it: lines, totals, customer, delivery, consent record, payments, refunds,
// status history, and what staff may do next.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AdminOrderDetail, AdminOrderRow } from '@/lib/api/admin/orders';
import { ORDER_STATUS_LABELS } from '@/lib/config/order-statuses';
import { trackingUrlOfService } from '@/lib/config/delivery-services';
import { shop } from '@/lib/config/shop';
import type { DbOrTx } from '@/lib/db/client';
import { auditLog, orderItems, orderStatusHistory, payments, refunds } from '@/lib/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { addressPartsOf, deliveryWhenOf, findOrderByNumber, type OrderRow } from '@/lib/server/orders/order-queries';
import { allowedMoves } from '@/lib/server/orders/order-status';
import { confirmationDeadline, needsConfirmation } from '@/lib/server/orders/cod-confirmation';
import { mayAskAgain } from '@/lib/server/payments/refunds';

export const orderNotFound = () => notFound('Заказ не найден');

export const shippingLabel = (o: Pick<OrderRow, 'shippingName' | 'deliveryServiceName'>) =>
  o.deliveryServiceName ? `${o.shippingName}, ${o.deliveryServiceName}` : o.shippingName;

export function toAdminRow(o: OrderRow, paymentStatus: AdminOrderRow['payment_status']): AdminOrderRow {
  return {
    number: o.number,
    status: o.status,
    status_label: ORDER_STATUS_LABELS[o.status],
    total: o.total,
    created_at: o.createdAt.toISOString(),
    name: [o.surname, o.name, o.middleName].filter(Boolean).join(' '),
    phone: o.phone,
    email: o.email,
    payment_status: paymentStatus,
    pay_online: o.payOnline,
    shipping: shippingLabel(o),
  };
}

/** When the order was delivered (its last move to `delivered`), or null. */
export async function deliveredAt(db: DbOrTx, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'delivered')))
    .orderBy(desc(orderStatusHistory.at))
    .limit(1);
  return row?.at ?? null;
}

/** A return of goods is refunded within the shop's return period after delivery. */
export const withinReturnPeriod = (delivered: Date | null) =>
  delivered !== null && Date.now() - delivered.getTime() <= shop.returnDays * 86_400_000;

export async function orderDetail(db: DbOrTx, number: string): Promise<AdminOrderDetail> {
  const order = await findOrderByNumber(db, number);
  if (!order) throw orderNotFound();
  const [lines, history, attempts, refundRows, delivered, audit] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
    db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.id)),
    deliveredAt(db, order.id),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order.number)))
      .orderBy(asc(auditLog.at), asc(auditLog.id)),
  ]);
  const live = refundRows.filter((r) => r.status !== 'canceled');
  const returned = new Map<number, number>();
  for (const r of live)
    for (const l of r.lines ?? []) returned.set(l.order_item_id, (returned.get(l.order_item_id) ?? 0) + l.num);
  const paid = attempts.filter((p) => p.status === 'succeeded').reduce((sum, p) => sum + p.amount, 0);
  const refundable = Math.max(paid - live.reduce((sum, r) => sum + r.amount, 0), 0);

  return {
    ...toAdminRow(order, attempts.at(-1)?.status ?? null),
    customer: {
      surname: order.surname,
      name: order.name,
      middle_name: order.middleName,
      email: order.email,
      phone: order.phone,
      user_id: order.userId,
    },
    delivery: {
      method: order.shippingName,
      service: order.deliveryServiceName,
      service_id: order.deliveryServiceId,
      address: order.pickupPointAddress ?? [order.postcode, order.address].filter(Boolean).join(', '),
      address_parts: addressPartsOf(order),
      when: deliveryWhenOf(order),
      pickup_point: order.pickupPointId,
      track_number: order.trackNumber,
      tracking_url: order.trackNumber ? trackingUrlOfService(order.deliveryServiceId, order.trackNumber) : null,
    },
    consent: { at: order.consentAt.toISOString(), version: order.consentVersion, client_address: order.consentAddress },
    comment: order.comment,
    payment: order.paymentName,
    promo_code: order.promoCode,
    products_cost: order.productsCost,
    discount: order.discount,
    bonus_points: order.bonusPoints,
    shipping_cost: order.shippingCost,
    paid_at: order.paidAt?.toISOString() ?? null,
    refunded_amount: order.refundedAmount,
    refundable,
    lines: lines.map((l) => ({
      id: l.id,
      product_id: l.productId,
      name: l.name,
      article: l.article,
      price: l.price,
      num: l.num,
      sum: l.sum,
      refunded_num: returned.get(l.id) ?? 0,
    })),
    history: history.map((h) => ({
      status: h.status as AdminOrderDetail['status'],
      status_label: ORDER_STATUS_LABELS[h.status as AdminOrderDetail['status']] ?? h.status,
      at: h.at.toISOString(),
      by: h.by,
      comment: h.comment,
    })),
    payments: attempts.map((p) => ({
      id: p.id,
      provider: p.provider,
      external_id: p.externalId,
      status: p.status,
      amount: p.amount,
      created_at: p.createdAt.toISOString(),
    })),
    refunds: refundRows.map((r) => ({
      id: r.id,
      amount: r.amount,
      status: r.status,
      reason: r.reason,
      lines: r.lines,
      created_at: r.createdAt.toISOString(),
      checked_at: r.checkedAt?.toISOString() ?? null,
      may_retry: mayAskAgain(r),
    })),
    audit: audit.map((a) => ({
      at: a.at.toISOString(),
      actor: a.actorEmail,
      action: a.action,
      before: a.before,
      after: a.after,
    })),
    confirmation: {
      needed: needsConfirmation(order),
      confirmed_at: order.confirmedAt?.toISOString() ?? null,
      confirmed_by: order.confirmedBy,
      cancel_at: confirmationDeadline(order)?.toISOString() ?? null,
    },
    next_statuses: allowedMoves(order, 'staff'),
    may_return: order.status === 'delivered' && refundable > 0 && withinReturnPeriod(delivered),
  };
}

/** The latest payment attempt's status of each order. */
export async function latestPaymentStatuses(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, AdminOrderRow['payment_status']>();
  const rows = await db
    .select({ orderId: payments.orderId, status: payments.status })
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(asc(payments.id));
  return new Map(rows.map((r) => [r.orderId, r.status]));
}
