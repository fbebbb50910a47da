// POST /api/admin/orders/{number}/status: a staff member moves an order. The move, its refund reservation, stock,
// history, audit and letter commit together; a cancellation's refund then goes to the provider.
import type { OrderStatusRequest } from '@/lib/api/admin/orders';
import type { Db } from '@/lib/db/client';
import { wakeOutboxSender } from '@/lib/server/mail/send-mail';
import { stockCrossedZero } from '@/lib/server/catalog/catalog-changes';
import { moveOrder } from '@/lib/server/orders/move-order';
import { findOrderByNumber } from '@/lib/server/orders/order-queries';
import { settleRefund } from '@/lib/server/payments/refunds';
import type { Actor } from '@/lib/server/staff/audit';
import { orderNotFound } from './order-detail';

export async function changeOrderStatus(
  db: Db,
  number: string,
  input: OrderStatusRequest,
  actor: Actor,
): Promise<void> {
  const { refundId, restocked } = await db.transaction(async (tx) => {
    // The row lock serialises moves of one order: of two parallel cancellations the second finds it cancelled.
    const order = await findOrderByNumber(tx, number, true);
    if (!order) throw orderNotFound();
    return moveOrder(tx, order, input.status, {
      author: 'staff',
      actor,
      trackNumber: input.track_number,
      comment: input.comment,
    });
  });
  wakeOutboxSender();
  await stockCrossedZero(db, restocked);
  if (refundId !== null) await settleRefund(db, refundId);
}
