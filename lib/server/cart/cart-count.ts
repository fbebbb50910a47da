import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { cartItems } from '@/lib/db/schema';
import { shopperKey, type Shopper } from '@/lib/server/identity/shopper';

/** Items in the shopper's cart (Σ num) — the header badge of /api/user-info. */
export async function cartCount(db: DbOrTx, shopper: Shopper): Promise<number> {
  if (shopper.userId === null && !shopper.guestId) return 0;
  return countItems(db, shopperKey(shopper));
}

export async function countItems(db: DbOrTx, ownerKey: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.num}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.ownerKey, ownerKey));
  return Number(row?.count ?? 0);
}
