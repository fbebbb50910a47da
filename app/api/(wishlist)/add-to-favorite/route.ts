import { favoriteRequest } from '@/lib/api/wishlist';
import type { FavoriteResponse } from '@/lib/api/wishlist';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { ensureShopper, shopperKey } from '@/lib/server/identity/shopper';
import { LIMITS } from '@/lib/server/rate-limit';
import { addFavorite, listFavorites } from '@/lib/server/wishlist/favorites';

/** Adds to the wishlist (a guest gets the guest cookie) and answers the whole wishlist. */
export const POST = endpoint({ rateLimit: LIMITS.favorite, body: favoriteRequest }, async ({ body: { pid } }) => {
  const key = shopperKey(await ensureShopper());
  const db = await getDb();
  await addFavorite(db, key, pid);
  return json<FavoriteResponse>(await listFavorites(db, key));
});
