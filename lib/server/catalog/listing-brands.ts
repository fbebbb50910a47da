import { and, eq, ne } from 'drizzle-orm';
import { memoPolicy } from '@/lib/cache/policy';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { memo } from '@/lib/server/memo';

/**
 * The brands a listing filter may name: those of the goods on sale, keyed by their lower-case form (a brand typed in
 * another case is the same brand) → the catalogue's spelling. Read once a minute at most, and again after a
 * catalogue change (the memo carries the `catalog` tag).
 */
export function knownListingBrands(): Promise<ReadonlyMap<string, string>> {
  return memo('listing:brands', memoPolicy('listingBrands'), async () => {
    const db = await getDb();
    const rows = await db
      .selectDistinct({ brand: products.brand })
      .from(products)
      .where(and(eq(products.isActive, true), ne(products.brand, '')));
    return new Map(rows.map(({ brand }) => [brand.toLowerCase(), brand]));
  });
}
