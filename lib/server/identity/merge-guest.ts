import type { Tx } from '@/lib/db/client';
import { mergeGuestCart } from '@/lib/server/cart/merge-guest-cart';
import { mergeFavorites } from '@/lib/server/wishlist/favorites';
import { guestKey, userKey } from './shopper';

/**
 * What a guest gathered before signing in moves into the account (login and registration call this inside
 * their transaction). One call per domain that keeps per-shopper data.
 */
export async function mergeGuestIntoUser(tx: Tx, guestId: string, userId: number): Promise<void> {
  await mergeFavorites(tx, guestKey(guestId), userKey(userId));
  await mergeGuestCart(tx, guestId, userId);
}
