// What a catalogue change makes stale, said once: the back office's form and bulk actions, the CSV and photo
// imports and the orders that empty or refill a product's stock call these after their transaction commits, and
// `invalidate` (lib/server/cache/invalidate.ts) drops the copies everywhere — Next's pages, the response cache,
// the memos, on every instance. In the transaction itself they call `markCatalogChanged`, which dates the change
// for the YML feed's Last-Modified.
import { sql } from 'drizzle-orm';
import { categoryTags, productTag, TAG } from '@/lib/cache/policy';
import { slugOfAlias } from '@/lib/catalog/paths';
import type { DbOrTx } from '@/lib/db/client';
import { intArrayParam, queryRows } from '@/lib/db/client';
import { invalidate } from '@/lib/server/cache/invalidate';

/** What shows any product: the home shelves, listings, named lists, search hints, sitemap and feed. */
const SHOWS_PRODUCTS = [TAG.home, TAG.listings, TAG.lists, TAG.search, TAG.sitemap, TAG.feed];

export type ChangedProduct = { alias: string; categories: { id: number; alias: string }[] };

/** Products changed (price, stock, text, photos, visibility, categories): their pages and every list showing them. */
export function productsChanged(changed: readonly ChangedProduct[]): void {
  if (changed.length === 0) return;
  const tags = new Set<string>(SHOWS_PRODUCTS);
  for (const product of changed) {
    tags.add(productTag(slugOfAlias(product.alias)));
    for (const category of product.categories) for (const tag of categoryTags(category)) tags.add(tag);
  }
  invalidate([...tags]);
}

/** Categories changed (name, slug, order, image, texts, added or removed): menus, listings and product pages. */
export function categoriesChanged(): void {
  // Every product page names its categories in the breadcrumbs: the whole catalogue goes.
  invalidate([TAG.catalog]);
}

/** Many products at once (an import): everything showing the catalogue. */
export function catalogueReplaced(): void {
  invalidate([TAG.catalog]);
}

/**
 * Products whose stock ran out or came back (an order placed or cancelled): «в наличии» lists and their pages
 * must show it at once. Looks up what their copies are named by, then `productsChanged`. After the commit.
 */
export async function stockCrossedZero(db: DbOrTx, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const rows = await queryRows<{ alias: string; categories: { id: number; alias: string }[] }>(
    db,
    sql`select p.alias, coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'alias', c.alias))
          filter (where c.id is not null), '[]'::jsonb) as categories
        from products p
        left join product_categories pc on pc.product_id = p.id
        left join categories c on c.id = pc.category_id
        where p.id = any(${intArrayParam(productIds)})
        group by p.id`,
  );
  productsChanged(rows);
}

const CHANGED_AT_KEY = 'catalog_changed_at';

/** Dates a catalogue change; call inside the transaction that makes it. */
export async function markCatalogChanged(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    insert into shop_settings (key, value, updated_at) values (${CHANGED_AT_KEY}, to_jsonb(now()), now())
    on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);
}

/** When the catalogue last changed (null: never through the shop, e.g. only seeded). */
export async function catalogChangedAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await queryRows<{ at: Date | string | null }>(
    db,
    sql`select greatest(
      (select updated_at from shop_settings where key = ${CHANGED_AT_KEY}),
      (select max(updated_at) from products), (select max(updated_at) from categories)) as at`,
  );
  return row?.at ? new Date(row.at) : null;
}
