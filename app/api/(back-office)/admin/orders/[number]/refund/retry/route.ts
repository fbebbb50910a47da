import { orderRefundRetryRequest, type AdminOrderResponse } from '@/lib/api/admin/orders';
import { getDb } from '@/lib/db/client';
import { orderDetail } from '@/lib/server/admin/orders/order-detail';
import { retryRefund } from '@/lib/server/admin/orders/refund-order';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** «Повторить запрос» about a refund «ожидает подтверждения»: the order as it is after the provider's answer. */
export const POST = adminRoute<{ number: string }>('orders', async ({ request, params, actor }) => {
  const input = await readJson(request, orderRefundRetryRequest);
  const db = await getDb();
  await retryRefund(db, params.number, input, actor);
  return json<AdminOrderResponse>({ success: true, order: await orderDetail(db, params.number) });
});
