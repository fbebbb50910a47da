import { pickupPointListQuery } from '@/lib/api/checkout';
import type { PickupPointListResponse } from '@/lib/api/checkout';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { listPickupPoints, pickupCities } from '@/lib/server/shipping/pickup-points';

export const dynamic = 'force-dynamic';

/** GET ?city=&currier_service_id=&q=: pickup points (q searches address, city, postcode) and every city. */
export const GET = endpoint(
  { query: pickupPointListQuery, cache: 'delivery' },
  async ({ query: { city, currier_service_id, q } }) => {
    const db = await getDb();
    const [points, cities] = await Promise.all([
      listPickupPoints(db, { city, serviceId: currier_service_id, q }),
      pickupCities(db),
    ]);
    return json<PickupPointListResponse>({ pvz: points, cities });
  },
);
