import type { ShippingListResponse } from '@/lib/api/checkout';
import { FREE_DELIVERY_FROM } from '@/lib/config/delivery-tariffs';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { listShippingMethods } from '@/lib/server/shipping/shipping-methods';

export const dynamic = 'force-dynamic';

export const GET = endpoint({ cache: 'delivery' }, async () =>
  json<ShippingListResponse>({
    shipping: await listShippingMethods(await getDb()),
    free_delivery_from: FREE_DELIVERY_FROM,
  }),
);
