import type { FavoriteResponse } from '@/lib/api/wishlist';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { readShopper, shopperKey } from '@/lib/server/identity/shopper';
import { listFavorites } from '@/lib/server/wishlist/favorites';

export const dynamic = 'force-dynamic';

/** The shopper's wishlist; a visitor with neither account nor guest cookie has an empty one (nothing is created). */
export const GET = endpoint({ cache: 'personal' }, async () => {
  const shopper = await readShopper();
  const key = shopper.userId !== null || shopper.guestId ? shopperKey(shopper) : null;
  return json<FavoriteResponse>(await listFavorites(await getDb(), key));
});
