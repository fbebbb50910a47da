// Slugs and articles the shop makes itself: a product's slug from its name (`Кукла «Анна»` → `kukla-anna`),
// unique by a `-2`, `-3`… suffix; an article from the id when the operator gave none.
import { sql } from 'drizzle-orm';
import { slugify } from '@/lib/search/translit';
import { queryRows, type DbOrTx } from '@/lib/db/client';

/** The slug a name gives; names with no letter or digit get `tovar`. */
export const slugFromName = (name: string) => slugify(name) || 'tovar';

/** `base` when it is free, else `base-2`, `base-3`… the first that is. */
export function withFreeSuffix(base: string, isTaken: (candidate: string) => boolean): string {
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) if (!isTaken(`${base}-${n}`)) return `${base}-${n}`;
}

/** `base`, or `base-N` with the smallest N no product uses. */
export async function freeSlug(db: DbOrTx, base: string): Promise<string> {
  const rows = await queryRows<{ alias: string }>(
    db,
    sql`select alias from products where alias = ${`/${base}.html`} or alias like ${`/${base}-%.html`}`,
  );
  const taken = new Set(rows.map((r) => r.alias));
  return withFreeSuffix(base, (slug) => taken.has(`/${slug}.html`));
}

/** `KS-000123` from the id; should an imported article already be that, `KS-000123-2`… */
export async function generatedArticle(db: DbOrTx, id: number): Promise<string> {
  const base = `KS-${String(id).padStart(6, '0')}`;
  const rows = await queryRows<{ article: string }>(
    db,
    sql`select article from products where article = ${base} or article like ${`${base}-%`}`,
  );
  const taken = new Set(rows.map((r) => r.article));
  return withFreeSuffix(base, (article) => taken.has(article));
}
