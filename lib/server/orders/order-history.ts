// Each order's status history: every move (placement, payment, staff, the automatic cancellation) writes a line,
// with who made it: a staff email, or one of the names below.
import type { OrderStatus } from '@/lib/api/types';
import type { Tx } from '@/lib/db/client';
import { orderStatusHistory } from '@/lib/db/schema';
import type { Actor } from '@/lib/server/staff/audit';

export const PROVIDER_ACTOR: Actor = { id: null, email: 'Платёжная система' };
export const CUSTOMER_ACTOR: Actor = { id: null, email: 'Покупатель' };

export async function recordStatus(
  tx: Tx,
  orderId: number,
  status: OrderStatus,
  actor: Actor,
  comment?: string | null,
) {
  await tx
    .insert(orderStatusHistory)
    .values({ orderId, status, byUserId: actor.id, by: actor.email, comment: comment || null });
}
