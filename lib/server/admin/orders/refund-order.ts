// POST /api/admin/orders/{number}/refund: money back through the provider. The rest of a cancelled order's
// payment (e.g. when its refund at cancellation was refused), or, after delivery and within the return period,
// a return of some lines (or an amount). Never more than was paid: reservations are made under the order's lock.
import { and, eq, inArray } from 'drizzle-orm';
import type { OrderRefundRequest, OrderRefundRetryRequest } from '@/lib/api/admin/orders';
import type { Db, Tx } from '@/lib/db/client';
import { orderItems, refunds } from '@/lib/db/schema';
import { shop } from '@/lib/config/shop';
import { badRequest, HttpError } from '@/lib/server/http/errors';
import { findOrderByNumber, type OrderRow } from '@/lib/server/orders/order-queries';
import {
  linesRefundAmount,
  mayAskAgain,
  refundableLeft,
  reserveRefund,
  settleRefund,
  type RefundLine,
  type Settled,
} from '@/lib/server/payments/refunds';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';
import { settlePointsOfRefund } from '@/lib/server/bonuses/order-points';
import { deliveredAt, orderNotFound, withinReturnPeriod } from './order-detail';

export async function refundOrder(db: Db, number: string, input: OrderRefundRequest, actor: Actor): Promise<void> {
  const reserved = await db.transaction(async (tx) => {
    const order = await findOrderByNumber(tx, number, true);
    if (!order) throw orderNotFound();
    if (!order.payOnline)
      throw new HttpError(409, 'Заказ оплачен при получении: деньги за него возвращают не через платёжную систему');
    const left = await refundableLeft(tx, order.id);
    let amount: number;
    let lines: RefundLine[] | null = null;
    if (order.status === 'cancelled') {
      if (input.lines)
        throw badRequest('Отменённый заказ возвращается целиком', {
          lines: 'Строки выбирают только при возврате после доставки',
        });
      amount = input.amount ?? left;
    } else if (order.status === 'delivered') {
      if (!withinReturnPeriod(await deliveredAt(tx, order.id))) {
        throw new HttpError(409, `Срок возврата (${shop.returnDays} дней после доставки) прошёл`);
      }
      lines = input.lines ?? null;
      amount = lines ? await returnedLinesAmount(tx, order, lines) : (input.amount ?? left);
      if (lines && input.amount !== undefined && input.amount !== amount) {
        throw badRequest(`За выбранные строки возвращается ${amount} ₽`, {
          amount: `Сумма за выбранные строки — ${amount} ₽`,
        });
      }
    } else {
      throw new HttpError(409, 'Вернуть деньги можно за отменённый заказ или после доставки (возврат товара)');
    }
    const refund = await reserveRefund(tx, order, {
      amount,
      lines,
      reason: order.status === 'cancelled' ? 'manual' : 'return',
      actor,
    });
    // A return after delivery: its share of the spent points comes back, its share of the purchase points goes.
    if (order.status === 'delivered') await settlePointsOfRefund(tx, order, order.refundedAmount + amount, refund.id);
    await recordAudit(tx, actor, {
      action: 'order.refund',
      entity: 'order',
      entityId: order.number,
      before: { refunded_amount: order.refundedAmount },
      after: { refunded_amount: order.refundedAmount + amount, amount, lines },
    });
    return refund;
  });
  const outcome = await settleRefund(db, reserved.id);
  if (outcome === 'canceled')
    throw new HttpError(502, 'Платёжная система не приняла возврат. Попробуйте ещё раз позже');
}

/**
 * «Повторить запрос»: asks the provider again about a refund «ожидает подтверждения» — the same refund under its own
 * Idempotence-Key (or, once the provider named it, by its id), so the money is never paid twice. Its reservation
 * stays until the answer is final. Answers with the refund's state now.
 */
export async function retryRefund(
  db: Db,
  number: string,
  input: OrderRefundRetryRequest,
  actor: Actor,
): Promise<Settled> {
  await db.transaction(async (tx) => {
    const order = await findOrderByNumber(tx, number, true);
    if (!order) throw orderNotFound();
    const [refund] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, input.refund_id), eq(refunds.orderId, order.id)));
    if (!refund) throw new HttpError(404, 'В этом заказе нет такого возврата');
    if (refund.status !== 'pending') throw new HttpError(409, 'Этот возврат уже завершён: повторять нечего');
    if (!mayAskAgain(refund))
      throw new HttpError(
        409,
        'Запрос о возврате повторить уже нельзя (ключ устарел): проверьте возврат в личном кабинете платёжной системы',
      );
    await recordAudit(tx, actor, {
      action: 'order.refund_retry',
      entity: 'order',
      entityId: order.number,
      before: { refund_id: refund.id, status: refund.status },
      after: { refund_id: refund.id, amount: refund.amount },
    });
  });
  return settleRefund(db, input.refund_id);
}

/** Checks the returned lines against the order and what was returned before; the amount to refund for them. */
async function returnedLinesAmount(tx: Tx, order: OrderRow, lines: RefundLine[]): Promise<number> {
  const ids = [...new Set(lines.map((l) => l.order_item_id))];
  if (ids.length !== lines.length)
    throw badRequest('Строка заказа указана дважды', { lines: 'Каждая строка — один раз' });
  const [items, earlier] = await Promise.all([
    tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.id, ids))),
    tx
      .select({ lines: refunds.lines })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ['pending', 'succeeded']))),
  ]);
  const returned = new Map<number, number>();
  for (const r of earlier)
    for (const l of r.lines ?? []) returned.set(l.order_item_id, (returned.get(l.order_item_id) ?? 0) + l.num);
  const picked = lines.map((l) => {
    const item = items.find((i) => i.id === l.order_item_id);
    if (!item) throw badRequest('В заказе нет такой строки', { lines: `Нет строки ${l.order_item_id} в этом заказе` });
    const left = item.num - (returned.get(item.id) ?? 0);
    if (l.num > left) throw new HttpError(409, `«${item.name}»: вернуть можно не больше ${left} шт.`);
    return { name: item.name, price: item.price, num: l.num };
  });
  return linesRefundAmount(order, picked);
}
