import { orderStatusRequest, type AdminOrderResponse } from '@/lib/api/admin/orders';
import { getDb } from '@/lib/db/client';
import { changeOrderStatus } from '@/lib/server/admin/orders/change-status';
import { orderDetail } from '@/lib/server/admin/orders/order-detail';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const POST = adminRoute<{ number: string }>('orders', async ({ request, params, actor }) => {
  const input = await readJson(request, orderStatusRequest);
  const db = await getDb();
  await changeOrderStatus(db, params.number, input, actor);
  return json<AdminOrderResponse>({ success: true, order: await orderDetail(db, params.number) });
});
