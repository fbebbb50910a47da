// Keeps the search index in step with the catalogue: every way a product is written (the back office's form and
// bulk actions, the CSV import, the demo seed) calls refreshSearchIndex in the same transaction, so what makes a
// product findable — its search text and the vocabulary that completes and corrects queries — is built here and
// nowhere else.
import { sql } from 'drizzle-orm';
import { productSearchText } from '@/lib/search/product-search-text';
import { intArrayParam, queryRows, type DbOrTx } from '@/lib/db/client';
import { stampSearchIndexChange } from './index-version';
import { rebuildSearchVocabulary } from './vocabulary';

const BATCH = 2000;

type Row = {
  id: number;
  name: string;
  brand: string;
  article: string;
  synonyms: string | null;
  category_names: string[];
};

/** Writes search_text of the given products ('all': the whole catalogue). Returns how many were written. */
export async function reindexProducts(db: DbOrTx, ids: readonly number[] | 'all'): Promise<number> {
  if (ids !== 'all' && ids.length === 0) return 0;
  let written = 0;
  let after = 0;
  for (;;) {
    const rows = await queryRows<Row>(
      db,
      sql`select p.id, p.name, p.brand, p.article, min(s.synonyms) as synonyms,
            coalesce(array_agg(c.name order by (c.id = p.category_id) desc, c.id)
              filter (where c.id is not null), '{}') as category_names
          from products p
          left join search_synonyms s on s.term = lower(p.brand)
          left join product_categories pc on pc.product_id = p.id
          left join categories c on c.id = pc.category_id or c.id = p.category_id
          where p.id > ${after} ${ids === 'all' ? sql`` : sql`and p.id = any(${intArrayParam(ids)})`}
          group by p.id order by p.id limit ${BATCH}`,
    );
    if (rows.length === 0) break;
    const texts = rows.map((r) => ({
      id: r.id,
      text: productSearchText({
        name: r.name,
        brand: r.brand,
        article: r.article,
        brandSynonyms: r.synonyms ?? undefined,
        categoryNames: [...new Set(r.category_names)],
      }),
    }));
    await db.execute(sql`
      update products p set search_text = x.text
      from jsonb_to_recordset(cast(${JSON.stringify(texts)} as text)::jsonb) as x(id int, text text)
      where p.id = x.id and p.search_text is distinct from x.text`);
    written += rows.length;
    after = rows[rows.length - 1].id;
    if (rows.length < BATCH) break;
  }
  return written;
}

/**
 * After products were created or their name, brand, article, categories or visibility changed: their search text,
 * then the vocabulary (hints and typo correction) rebuilt from the live catalogue, and the change stamped so that the
 * in-process copies (./memory-index) rebuild.
 */
export async function refreshSearchIndex(db: DbOrTx, ids: readonly number[] | 'all'): Promise<void> {
  await reindexProducts(db, ids);
  await rebuildSearchVocabulary(db);
  await stampSearchIndexChange(db);
}
