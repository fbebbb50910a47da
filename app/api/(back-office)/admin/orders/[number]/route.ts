import type { AdminOrderResponse } from '@/lib/api/admin/orders';
import { getDb } from '@/lib/db/client';
import { orderDetail } from '@/lib/server/admin/orders/order-detail';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

export const GET = adminRoute<{ number: string }>('orders', async ({ params }) =>
  json<AdminOrderResponse>({ success: true, order: await orderDetail(await getDb(), params.number) }),
);
