import type { UserOrdersResponse } from '@/lib/api/orders';
import type { DbOrTx } from '@/lib/db/client';
import { listOrdersForUser } from '@/lib/server/orders/order-queries';

export type UserOrder = UserOrdersResponse['orders'][number];

/** The signed-in user's orders, newest first, with lines, totals and status (the checkout's orders service). */
export async function listUserOrders(db: DbOrTx, userId: number): Promise<UserOrder[]> {
  return listOrdersForUser(db, userId);
}
