import { asc, eq } from 'drizzle-orm';
import type { Category } from '@/lib/api/catalog';
import { MAX_INT } from '@/lib/api/fields';
import { memoPolicy } from '@/lib/cache/policy';
import type { Db } from '@/lib/db/client';
import { categories } from '@/lib/db/schema';
import { memo } from '@/lib/server/memo';

// An image that is not svg, png, jpg or jpeg is replaced by a placeholder (docs/PRODUCT.md#layout).
const ALLOWED_IMAGE = /\.(svg|png|jpe?g)(\?.*)?$/i;
export const CATEGORY_PLACEHOLDER = '/category-placeholder.svg';

export const categoryImage = (image: string) => (ALLOWED_IMAGE.test(image) ? image : CATEGORY_PLACEHOLDER);

type CategoryRow = typeof categories.$inferSelect;

export const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  alias: row.alias,
  name: row.name,
  image: categoryImage(row.image),
});

export type CategoryPage = Category & { description: string; seoText: string };

/** All top-level categories in display order (cached briefly per process). */
export function listCategories(db: Db): Promise<Category[]> {
  return memo('catalog:categories', memoPolicy('categories'), async () => {
    const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
    return rows.map(toCategory);
  });
}

/** A category by its slug (`kukly`) or numeric id. */
export async function findCategory(db: Db, slugOrId: string): Promise<CategoryPage | null> {
  // An id beyond int4 names no category (and would make the query fail): it is read as a slug, which it is not either.
  const where =
    /^\d+$/.test(slugOrId) && Number(slugOrId) <= MAX_INT
      ? eq(categories.id, Number(slugOrId))
      : eq(categories.alias, `/${slugOrId}`);
  const [row] = await db.select().from(categories).where(where).limit(1);
  return row ? { ...toCategory(row), description: row.description, seoText: row.seoText } : null;
}
