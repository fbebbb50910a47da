import { promiseQuery } from '@/lib/api/delivery';
import type { CityPromise } from '@/lib/api/delivery-promise';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { cityPromise } from '@/lib/server/shipping/city-promise';

export const dynamic = 'force-dynamic';

/** GET ?city=: the cheapest and the fastest way to that city, per method too (the same for every shopper). */
export const GET = endpoint({ query: promiseQuery, cache: 'deliveryPromise' }, async ({ query: { city } }) =>
  json<CityPromise>(await cityPromise(await getDb(), city)),
);
