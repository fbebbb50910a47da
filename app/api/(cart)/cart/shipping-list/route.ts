import type { ShippingListResponse } from '@/lib/api/checkout';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { freeDeliveryFrom } from '@/lib/server/shipping/free-delivery';
import { listShippingMethods } from '@/lib/server/shipping/shipping-methods';

export const dynamic = 'force-dynamic';

export const GET = endpoint({ cache: 'delivery' }, async () => {
  const db = await getDb();
  const [shipping, freeFrom] = await Promise.all([listShippingMethods(db), freeDeliveryFrom(db)]);
  return json<ShippingListResponse>({ shipping, free_delivery_from: freeFrom });
});
