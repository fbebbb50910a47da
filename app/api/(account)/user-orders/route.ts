import type { UserOrdersResponse } from '@/lib/api/orders';
import { PRIVATE_NO_STORE } from '@/lib/cache/policy';
import { getDb } from '@/lib/db/client';
import { listUserOrders } from '@/lib/server/accounts/user-orders';
import { requireUser } from '@/lib/server/auth/current-user';
import { json, route } from '@/lib/server/http/respond';

export const dynamic = 'force-dynamic';

export const GET = route(async () => {
  const me = await requireUser();
  return json<UserOrdersResponse>(
    { orders: await listUserOrders(await getDb(), me.id) },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  );
});
