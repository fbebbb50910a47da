// The shop-wide free-delivery threshold: goods (after discounts and the promo code) from this sum travel free, by
// any service and method. One setting in shop_settings, edited in the back office; the seed writes the starting
// value (lib/config/delivery-tariffs.ts) once. Null: delivery is never free.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { shopSettings } from '@/lib/db/schema';

export const FREE_DELIVERY_SETTING = 'free_delivery_from';

/** Stored as an object, so «never free» (null) is a value and not a missing row. */
type Stored = { amount: number | null };

export async function freeDeliveryFrom(db: DbOrTx): Promise<number | null> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, FREE_DELIVERY_SETTING));
  return (row?.value as Stored | undefined)?.amount ?? null;
}

/** Writes the threshold; `onlyIfMissing` is the seed's way (an operator's value stays). */
export async function writeFreeDeliveryFrom(
  db: DbOrTx,
  amount: number | null,
  { onlyIfMissing = false } = {},
): Promise<void> {
  const value: Stored = { amount };
  const insert = db.insert(shopSettings).values({ key: FREE_DELIVERY_SETTING, value });
  if (onlyIfMissing) await insert.onConflictDoNothing();
  else await insert.onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
}
