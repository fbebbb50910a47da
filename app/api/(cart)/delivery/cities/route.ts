import type { DeliveryCitiesResponse } from '@/lib/api/delivery';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { deliveryCities } from '@/lib/server/shipping/city-promise';

export const dynamic = 'force-dynamic';

/** GET: the cities the delivery data knows (the city chooser's list), with the postcode each is priced by. */
export const GET = endpoint({ cache: 'deliveryPromise' }, async () =>
  json<DeliveryCitiesResponse>({ cities: await deliveryCities(await getDb()) }),
);
