// Writes a generated catalogue: categories, products in multi-row batches, product_categories, the demo's search
// phrases and brand synonyms — then lets the search service index it like any other catalogue write. Call it
// inside a transaction; it appends after the highest existing ids.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@/lib/db/client';
import { createContext, generateProduct, type GeneratedProduct, type GeneratorOptions } from './catalogue-generator';
import { SearchVocabulary } from './search-vocabulary';
import { refreshSearchIndex } from '@/lib/server/search';

export type InsertOptions = Omit<GeneratorOptions, 'firstCategoryId' | 'firstProductId'> & {
  products: number;
  /** Rows per INSERT; each batch is sent as one JSON parameter. */
  batchSize?: number;
  onProgress?: (inserted: number, total: number) => void;
};

export type InsertResult = { categories: number; products: number; words: number; phrases: number };

export async function insertCatalogue(db: DbOrTx, options: InsertOptions): Promise<InsertResult> {
  const [ids] = await queryRows<{ c: number; p: number }>(
    db,
    sql`select (select coalesce(max(id), 0) from categories)::int as c, (select coalesce(max(id), 0) from products)::int as p`,
  );
  const ctx = createContext({ ...options, firstCategoryId: ids.c + 1, firstProductId: ids.p + 1 });

  const categoryRows = ctx.categories.map((c) => ({
    id: c.id,
    alias: c.alias,
    name: c.name,
    image: c.image,
    parent_id: c.parentId,
    sort: c.sort,
    description: c.description,
    seo_text: c.seoText,
  }));
  await db.execute(sql`
    insert into categories (id, alias, name, image, parent_id, sort, description, seo_text)
    select id, alias, name, image, parent_id, sort, description, seo_text
    from jsonb_to_recordset(${jsonParam(categoryRows)}) as x(
      id int, alias text, name text, image text, parent_id int, sort int, description text, seo_text text)`);

  const vocabulary = new SearchVocabulary();
  const batchSize = options.batchSize ?? 2000;
  for (let start = 0; start < options.products; start += batchSize) {
    const batch: GeneratedProduct[] = [];
    for (let i = start; i < Math.min(options.products, start + batchSize); i++) {
      const product = generateProduct(ctx, i);
      vocabulary.addProduct(product);
      batch.push(product);
    }
    await insertProducts(db, batch);
    options.onProgress?.(start + batch.length, options.products);
  }

  const { phrases, synonyms } = vocabulary.finish(ctx.categories);
  for (let i = 0; i < phrases.length; i += 5000) {
    await db.execute(sql`
      insert into search_phrases (phrase, weight)
      select phrase, weight from jsonb_to_recordset(${jsonParam(phrases.slice(i, i + 5000))}) as x(phrase text, weight int)
      on conflict (phrase) do update set weight = search_phrases.weight + excluded.weight`);
  }
  await db.execute(sql`
    insert into search_synonyms (term, synonyms)
    select term, synonyms from jsonb_to_recordset(${jsonParam(synonyms)}) as x(term text, synonyms text)
    on conflict (term) do update set synonyms = excluded.synonyms`);
  await refreshSearchIndex(db, 'all');
  const [words] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from search_lexicon`);

  // Ids were given explicitly: move the serial sequences past them.
  await db.execute(sql`select setval(pg_get_serial_sequence('categories', 'id'), (select max(id) from categories))`);
  if (options.products > 0) {
    await db.execute(sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
  }
  return {
    categories: ctx.categories.length,
    products: options.products,
    words: words.n,
    phrases: phrases.length,
  };
}

async function insertProducts(db: DbOrTx, batch: GeneratedProduct[]): Promise<void> {
  const rows = batch.map((p) => ({
    id: p.id,
    alias: p.alias,
    name: p.name,
    description: p.description,
    price: p.price,
    old_price: p.oldPrice,
    brand: p.brand,
    age_from: p.ageFrom,
    article: p.article,
    stock: p.stock,
    is_new: p.isNew,
    is_hit: p.isHit,
    is_special: p.isSpecial,
    images: p.images,
    specs: p.specs,
    category_id: p.categoryId,
    rating_sum: p.ratingSum,
    rating_count: p.ratingCount,
    views: p.views,
    orders_count: p.ordersCount,
    created_at: p.createdAt.toISOString(),
  }));
  await db.execute(sql`
    insert into products (id, alias, name, description, price, old_price, brand, age_from, article, stock,
      is_new, is_hit, is_special, images, specs, category_id, rating_sum, rating_count, views, orders_count,
      created_at)
    select id, alias, name, description, price, old_price, brand, age_from, article, stock,
      is_new, is_hit, is_special, images, specs, category_id, rating_sum, rating_count, views, orders_count,
      created_at
    from jsonb_to_recordset(${jsonParam(rows)}) as x(id int, alias text, name text, description text, price int,
      old_price int, brand text, age_from int, article text, stock int, is_new boolean, is_hit boolean,
      is_special boolean, images jsonb, specs jsonb, category_id int, rating_sum int, rating_count int, views int,
      orders_count int, created_at timestamptz)`);

  const links: [number, number][] = [];
  for (const p of batch) {
    links.push([p.id, p.categoryId]);
    if (p.extraCategoryId !== null && p.extraCategoryId !== p.categoryId) links.push([p.id, p.extraCategoryId]);
  }
  await db.execute(sql`
    insert into product_categories (product_id, category_id)
    select (x->>0)::int, (x->>1)::int from jsonb_array_elements(${jsonParam(links)}) as x`);
}

/** One text parameter cast to jsonb: a single bind value per batch, the same on PGlite and postgres-js. */
function jsonParam(value: unknown): SQL {
  return sql`cast(${JSON.stringify(value)} as text)::jsonb`;
}
