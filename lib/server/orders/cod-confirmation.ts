// Cash-on-delivery orders are confirmed by staff (usually after a call) before they count as real: until then
// nothing was paid, so an order from a made-up contact would keep its goods off the shelf for nothing. An order
// left unconfirmed for COD_CONFIRM_TIMEOUT_HOURS is cancelled by the shop (./auto-cancel.ts), and what
// unconfirmed orders of one contact may hold is capped (./cod-holds.ts). The confirmation is not a status: the
// order stays «Собирается» (packing may start at once, as before), the time and the staff member are written on the
// order, a line in its status history and an entry in the audit log — all in one transaction.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { serverEnv } from '@/lib/server/env';
import { HttpError } from '@/lib/server/http/errors';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';
import { recordStatus } from './order-history';
import type { OrderRow } from './order-queries';

/** Orders awaiting the staff's confirmation: cash on delivery, still before shipping, not confirmed. */
export const awaitingConfirmation = () =>
  and(eq(orders.payOnline, false), eq(orders.status, 'assembling'), isNull(orders.confirmedAt))!;

export const needsConfirmation = (o: Pick<OrderRow, 'payOnline' | 'status' | 'confirmedAt'>) =>
  !o.payOnline && o.status === 'assembling' && o.confirmedAt === null;

/** When an order awaiting confirmation will be cancelled if nobody confirms it; null for the others. */
export function confirmationDeadline(o: Pick<OrderRow, 'payOnline' | 'status' | 'confirmedAt' | 'createdAt'>) {
  if (!needsConfirmation(o)) return null;
  return new Date(o.createdAt.getTime() + serverEnv().COD_CONFIRM_TIMEOUT_HOURS * 3_600_000);
}

/**
 * Confirms `order` (locked FOR UPDATE by the caller). Confirming a confirmed order again changes nothing (the
 * answer is the same, so a double click or a retry is harmless); online, cancelled and already shipped orders are
 * a 409. Returns whether this call confirmed it.
 */
export async function confirmCodOrder(
  tx: Tx,
  order: OrderRow,
  actor: Actor,
  comment?: string | null,
): Promise<boolean> {
  if (order.payOnline) throw new HttpError(409, 'Подтверждают только заказы с оплатой при получении');
  if (order.confirmedAt) return false;
  if (order.status === 'cancelled') throw new HttpError(409, 'Заказ отменён — подтверждать нечего');
  if (order.status !== 'assembling') throw new HttpError(409, 'Заказ уже передан в доставку — подтверждение не нужно');

  const [confirmed] = await tx
    .update(orders)
    .set({ confirmedAt: sql`now()`, confirmedBy: actor.email, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning({ at: orders.confirmedAt });
  const note = comment?.trim() || null;
  await recordStatus(tx, order.id, order.status, actor, note ? `Заказ подтверждён: ${note}` : 'Заказ подтверждён');
  await recordAudit(tx, actor, {
    action: 'order.confirm',
    entity: 'order',
    entityId: order.number,
    before: { confirmed_at: null },
    after: { confirmed_at: confirmed.at?.toISOString() ?? null, ...(note ? { comment: note } : {}) },
  });
  return true;
}
