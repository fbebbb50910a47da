import { orderConfirmRequest, type AdminOrderConfirmResponse } from '@/lib/api/admin/orders';
import { getDb } from '@/lib/db/client';
import { confirmOrder } from '@/lib/server/admin/orders/confirm-order';
import { orderDetail } from '@/lib/server/admin/orders/order-detail';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** POST {comment?} → {success, order}: the cash-on-delivery order confirmed (again: the same answer); 409 otherwise. */
export const POST = adminRoute<{ number: string }>('orders', async ({ request, params, actor }) => {
  const input = await readJson(request, orderConfirmRequest);
  const db = await getDb();
  await confirmOrder(db, params.number, input, actor);
  return json<AdminOrderConfirmResponse>({ success: true, order: await orderDetail(db, params.number) });
});
