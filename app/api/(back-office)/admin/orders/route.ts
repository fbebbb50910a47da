import { orderListQuery, type AdminOrderListResponse } from '@/lib/api/admin/orders';
import { getDb } from '@/lib/db/client';
import { listOrders } from '@/lib/server/admin/orders/order-list';
import { readQuery } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

export const GET = adminRoute('orders', async ({ request }) => {
  const query = readQuery(request, orderListQuery);
  return json<AdminOrderListResponse>({ success: true, ...(await listOrders(await getDb(), query)) });
});
