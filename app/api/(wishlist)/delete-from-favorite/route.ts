import { favoriteRequest } from '@/lib/api/wishlist';
import type { FavoriteResponse } from '@/lib/api/wishlist';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { readShopper, shopperKey } from '@/lib/server/identity/shopper';
import { LIMITS } from '@/lib/server/rate-limit';
import { listFavorites, removeFavorite } from '@/lib/server/wishlist/favorites';

/** DELETE with a JSON body `{pid}` (docs/PRODUCT.md#wishlist); answers the whole wishlist. */
export const DELETE = endpoint({ rateLimit: LIMITS.favorite, body: favoriteRequest }, async ({ body: { pid } }) => {
  const shopper = await readShopper();
  const db = await getDb();
  if (shopper.userId === null && !shopper.guestId) return json<FavoriteResponse>(await listFavorites(db, null));
  const key = shopperKey(shopper);
  await removeFavorite(db, key, pid);
  return json<FavoriteResponse>(await listFavorites(db, key));
});
