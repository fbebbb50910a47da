// The categories a product is in (product_categories, the main one included) as the back office reads them.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { categories, productCategories } from '@/lib/db/schema';
import { badRequest } from '@/lib/server/http/errors';

/** product id → its category ids. */
export async function categoryIdsOf(db: DbOrTx, productIds: readonly number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select()
    .from(productCategories)
    .where(inArray(productCategories.productId, [...productIds]));
  for (const row of rows) result.set(row.productId, [...(result.get(row.productId) ?? []), row.categoryId]);
  return result;
}

/** Id and slug of the categories, as the storefront's cache tags name them. */
export async function categoriesOf(db: DbOrTx, ids: readonly number[]): Promise<{ id: number; alias: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: categories.id, alias: categories.alias })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
}

export async function assertCategoriesExist(db: DbOrTx, ids: readonly number[]): Promise<void> {
  const found = new Set((await categoriesOf(db, ids)).map((c) => c.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    throw badRequest(`Нет категории с номером ${missing.join(', ')}`, {
      category_id: 'такой категории нет',
      category_ids: 'такой категории нет',
    });
  }
}
