import type { UserOrdersResponse } from '@/lib/api/orders';
import { getDb } from '@/lib/db/client';
import { listUserOrders } from '@/lib/server/accounts/user-orders';
import { requireUser } from '@/lib/server/auth/current-user';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';

export const dynamic = 'force-dynamic';

export const GET = endpoint({ cache: 'personal' }, async () => {
  const me = await requireUser();
  return json<UserOrdersResponse>({ orders: await listUserOrders(await getDb(), me.id) });
});
