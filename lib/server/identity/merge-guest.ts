import type { Tx } from '@/lib/db/client';
import { mergeGuestCart } from '@/lib/server/cart/merge-guest-cart';
import { mergeVotes } from '@/lib/server/catalog/votes';
import { mergeFavorites } from '@/lib/server/wishlist/favorites';
import { guestKey, userKey } from './shopper';

/**
 * What a guest gathered before signing in (wishlist, cart, votes) moves into the account (login, registration
 * and password reset call this inside their transaction). One call per domain that keeps per-shopper data.
 */
export async function mergeGuestIntoUser(tx: Tx, guestId: string, userId: number): Promise<void> {
  await mergeFavorites(tx, guestKey(guestId), userKey(userId));
  await mergeGuestCart(tx, guestId, userId);
  await mergeVotes(tx, guestKey(guestId), userKey(userId));
}
