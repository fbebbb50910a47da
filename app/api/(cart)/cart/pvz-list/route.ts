import { pvzListQuery } from '@/lib/api/checkout';
import type { PvzListResponse } from '@/lib/api/checkout';
import { cacheControl } from '@/lib/cache/policy';
import { getDb } from '@/lib/db/client';
import { readQuery } from '@/lib/server/http/parse';
import { json, route } from '@/lib/server/http/respond';
import { listPickupPoints, pickupCities } from '@/lib/server/shipping/pickup-points';

export const dynamic = 'force-dynamic';

/** GET ?city=&currier_service_id=&q=: pickup points (q searches address, city, postcode) and every city. */
export const GET = route(async (request) => {
  const { city, currier_service_id, q } = readQuery(request, pvzListQuery);
  const db = await getDb();
  const [pvz, cities] = await Promise.all([listPickupPoints(db, { city, serviceId: currier_service_id, q }), pickupCities(db)]);
  return json<PvzListResponse>({ pvz, cities }, { headers: { 'Cache-Control': cacheControl('delivery') } });
});
