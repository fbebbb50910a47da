import { favoriteRequest } from '@/lib/api/wishlist';
import type { FavoriteResponse } from '@/lib/api/wishlist';
import { getDb } from '@/lib/db/client';
import { clientAddress } from '@/lib/server/http/client-address';
import { assertSameOrigin } from '@/lib/server/http/origin-check';
import { readJson } from '@/lib/server/http/parse';
import { json, route } from '@/lib/server/http/respond';
import { readShopper, shopperKey } from '@/lib/server/identity/shopper';
import { enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';
import { listFavorites, removeFavorite } from '@/lib/server/wishlist/favorites';

/** DELETE with a JSON body `{pid}` (spec §7); answers the whole wishlist. */
export const DELETE = route(async (request) => {
  assertSameOrigin(request);
  await enforceRateLimit(LIMITS.favorite, clientAddress(request));
  const { pid } = await readJson(request, favoriteRequest);
  const shopper = await readShopper();
  const db = await getDb();
  if (shopper.userId === null && !shopper.guestId) return json<FavoriteResponse>(await listFavorites(db, null));
  const key = shopperKey(shopper);
  await removeFavorite(db, key, pid);
  return json<FavoriteResponse>(await listFavorites(db, key));
});
