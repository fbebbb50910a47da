import type { FavoriteResponse } from '@/lib/api/wishlist';
import { PRIVATE_NO_STORE } from '@/lib/cache/policy';
import { getDb } from '@/lib/db/client';
import { json, route } from '@/lib/server/http/respond';
import { readShopper, shopperKey } from '@/lib/server/identity/shopper';
import { listFavorites } from '@/lib/server/wishlist/favorites';

export const dynamic = 'force-dynamic';

/** The shopper's wishlist; a visitor with neither account nor guest cookie has an empty one (nothing is created). */
export const GET = route(async () => {
  const shopper = await readShopper();
  const key = shopper.userId !== null || shopper.guestId ? shopperKey(shopper) : null;
  return json<FavoriteResponse>(await listFavorites(await getDb(), key), {
    headers: { 'Cache-Control': PRIVATE_NO_STORE },
  });
});
