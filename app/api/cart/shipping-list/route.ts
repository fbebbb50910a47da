import type { ShippingListResponse } from '@/lib/api/checkout';
import { cacheControl } from '@/lib/cache/policy';
import { getDb } from '@/lib/db/client';
import { json, route } from '@/lib/server/http/respond';
import { freeDeliveryFrom } from '@/lib/server/shipping/free-delivery';
import { listShippingMethods } from '@/lib/server/shipping/shipping-methods';

export const dynamic = 'force-dynamic';

export const GET = route(async () => {
  const db = await getDb();
  const [shipping, freeFrom] = await Promise.all([listShippingMethods(db), freeDeliveryFrom(db)]);
  return json<ShippingListResponse>({ shipping, free_delivery_from: freeFrom }, { headers: { 'Cache-Control': cacheControl('delivery') } });
});
