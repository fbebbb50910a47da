import { priceWatchRequest } from '@/lib/api/alerts';
import type { PriceWatchResponse } from '@/lib/api/alerts';
import { getDb } from '@/lib/db/client';
import { priceWatchOn, setPriceWatch } from '@/lib/server/alerts/alerts';
import { requireUser } from '@/lib/server/auth/current-user';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { LIMITS } from '@/lib/server/rate-limit';

export const dynamic = 'force-dynamic';

/** Whether the signed-in shopper hears of price drops of the wishlist (or waits for the confirmation link). */
export const GET = endpoint({ cache: 'personal' }, async () => {
  const me = await requireUser();
  return json<PriceWatchResponse>({ success: true, ...(await priceWatchOn(await getDb(), me.id)) });
});

/** The wishlist's switch: on or off for the signed-in shopper (the id from the session, never the request). */
export const PUT = endpoint(
  { rateLimit: LIMITS.alertSettings, body: priceWatchRequest, cache: 'personal' },
  async ({ body: { on } }) => {
    const me = await requireUser();
    return json<PriceWatchResponse>({ success: true, ...(await setPriceWatch(await getDb(), me, on)) });
  },
);
