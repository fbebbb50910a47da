import { favoriteRequest } from '@/lib/api/wishlist';
import type { FavoriteResponse } from '@/lib/api/wishlist';
import { getDb } from '@/lib/db/client';
import { clientAddress } from '@/lib/server/http/client-address';
import { assertSameOrigin } from '@/lib/server/http/origin-check';
import { readJson } from '@/lib/server/http/parse';
import { json, route } from '@/lib/server/http/respond';
import { ensureShopper, shopperKey } from '@/lib/server/identity/shopper';
import { enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';
import { addFavorite, listFavorites } from '@/lib/server/wishlist/favorites';

/** Adds to the wishlist (a guest gets the guest cookie) and answers the whole wishlist. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  await enforceRateLimit(LIMITS.favorite, clientAddress(request));
  const { pid } = await readJson(request, favoriteRequest);
  const key = shopperKey(await ensureShopper());
  const db = await getDb();
  await addFavorite(db, key, pid);
  return json<FavoriteResponse>(await listFavorites(db, key));
});
