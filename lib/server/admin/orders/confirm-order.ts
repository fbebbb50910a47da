// POST /api/admin/orders/{number}/confirm: staff confirm a cash-on-delivery order (e.g. after a call), so the shop
// no longer cancels it for want of a confirmation (lib/server/orders/cod-confirmation.ts).
import type { OrderConfirmRequest } from '@/lib/api/admin/orders';
import type { Db } from '@/lib/db/client';
import { confirmCodOrder } from '@/lib/server/orders/cod-confirmation';
import { findOrderByNumber } from '@/lib/server/orders/order-queries';
import type { Actor } from '@/lib/server/staff/audit';
import { orderNotFound } from './order-detail';

export async function confirmOrder(db: Db, number: string, input: OrderConfirmRequest, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock orders the confirmation against the automatic cancellation: whichever comes first wins.
    const order = await findOrderByNumber(tx, number, true);
    if (!order) throw orderNotFound();
    await confirmCodOrder(tx, order, actor, input.comment);
  });
}
