// Products for an understood query: full-text search (Russian morphology; name weighs more than brand,
// category and article) ranked by relevance, stock and popularity; when that finds nothing, names that
// contain something similar to the query (trigrams).
import { sql, type SQL } from 'drizzle-orm';
import type { ProductCard } from '@/lib/api/catalog';
import type { ListingFilters, Sort } from '@/lib/api/listing';
import { AGE_GROUPS } from '@/lib/catalog/age-groups';
import { intArrayParam, queryRows, type DbOrTx } from '@/lib/db/client';
import type { GiftFilters } from '@/lib/search/gift-query';
import { toProductCard, type CardRow } from '@/lib/server/catalog/product-card';
import { OUT_OF_STOCK, POPULARITY_BONUS, POPULARITY_HALF, stockFactor, VIEWS_PER_ORDER } from './ranking-rules';
import { hintCards, type HintCardRow } from './hint-cards';
import { tsQuerySql } from './ts-query';
import { ranksApart, type UnderstoodQuery } from './understand-query';

export type FoundProducts = {
  products: ProductCard[];
  total: number;
  /** The cheapest and dearest of all matches (the price filter's hints), when the page read them. */
  prices?: { min: number; max: number };
};
/** The results page's orders: relevance first, then the category page's. */
export type SearchSort = 'relevance' | Sort;
type PageOptions = {
  limit: number;
  offset: number;
  sort?: SearchSort;
  filters?: GiftFilters;
  /** The category page's filters the results page offers too (its brands facet aside). */
  listing?: Pick<ListingFilters, 'price_min' | 'price_max' | 'ages' | 'brands' | 'in_stock'>;
  /** The price as shown today over `p` (shownPriceSql: the product of the day at its day price); `p.price` if absent. */
  price?: SQL;
};

const OWN_PRICE = sql`p.price`;

/** The category page's filters, as lib/server/catalog/listing.ts applies them. */
function listingWhere(f: PageOptions['listing'], price: SQL = OWN_PRICE): SQL {
  if (!f) return sql`true`;
  const conditions: SQL[] = [sql`true`];
  if (f.price_min !== undefined) conditions.push(sql`${price} >= ${f.price_min}`);
  if (f.price_max !== undefined) conditions.push(sql`${price} <= ${f.price_max}`);
  if (f.in_stock) conditions.push(sql`p.stock > 0`);
  if (f.brands.length)
    conditions.push(
      sql`p.brand in (${sql.join(
        f.brands.map((b) => sql`${b}`),
        sql`, `,
      )})`,
    );
  const ages = AGE_GROUPS.filter((g) => f.ages.includes(g.id));
  if (ages.length) {
    const any = ages.map((g) => sql`(p.age_from between ${g.from} and ${g.to})`);
    conditions.push(sql`(${sql.join(any, sql` or `)})`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * What a gift phrasing narrows (docs/adr/0071-gift-queries.md): a child of that age may have a toy recommended from
 * that age or younger; «от 5 лет», «6+» alone ask for toys marked from that age up; the budget bounds the price.
 */
function giftWhere(f: GiftFilters = {}, price: SQL = OWN_PRICE): SQL {
  const conditions: SQL[] = [sql`true`];
  if (f.age_to !== undefined) conditions.push(sql`p.age_from <= ${f.age_to}`);
  else if (f.age_from !== undefined) conditions.push(sql`p.age_from >= ${f.age_from}`);
  if (f.price_min !== undefined) conditions.push(sql`${price} >= ${f.price_min}`);
  if (f.price_max !== undefined) conditions.push(sql`${price} <= ${f.price_max}`);
  return sql.join(conditions, sql` and `);
}

const POPULAR = sql`p.orders_count desc, p.views desc, p.id desc`;
const sortOrder = (price: SQL): Record<Sort, SQL> => ({
  popular: POPULAR,
  price_asc: sql`${price} asc, p.id`,
  price_desc: sql`${price} desc, p.id desc`,
  new: sql`p.created_at desc, p.id desc`,
  discount: sql`coalesce((p.old_price - p.price)::float / nullif(p.old_price, 0), 0) desc, p.id desc`,
});
type Row = CardRow & { total: number | string; price_lo?: number | string; price_hi?: number | string };

/** Card fields under the names CardRow expects, read from products `p`. */
const CARD = sql`p.id, p.alias, p.name, p.price, p.old_price as "oldPrice", p.images, p.brand,
  p.rating_sum as "ratingSum", p.rating_count as "ratingCount", p.stock, p.is_new as "isNew", p.is_hit as "isHit"`;

/** Relevance, popularity and stock as ./ranking-rules.ts weighs them. */
function score(query: UnderstoodQuery): SQL {
  const popularity = sql`(p.orders_count + p.views / ${VIEWS_PER_ORDER}::float8)`;
  const match = tsQuerySql(query.match);
  // One ts_rank will do unless the ranking reads a query of its own.
  const relevance = ranksApart(query)
    ? sql`(ts_rank(p.search_doc, ${match}) + ts_rank(p.search_doc, ${tsQuerySql(query.rank)}))`
    : sql`2 * ts_rank(p.search_doc, ${match})`;
  return sql`${relevance} * (1 + ${POPULARITY_BONUS}::float8 * ${popularity} / (${popularity} + ${POPULARITY_HALF}))
    * (case when p.stock > 0 then 1 else ${OUT_OF_STOCK}::float8 end)`;
}

const NONE: FoundProducts = { products: [], total: 0 };

function toResult(rows: Row[]): FoundProducts {
  const first = rows[0];
  return {
    products: rows.map(toProductCard),
    total: first ? Number(first.total) : 0,
    ...(first?.price_lo !== undefined ? { prices: { min: Number(first.price_lo), max: Number(first.price_hi) } } : {}),
  };
}

/** A page of all matches ranked, with their number (the results page). */
export async function pageOfProducts(db: DbOrTx, query: UnderstoodQuery, opts: PageOptions): Promise<FoundProducts> {
  // No words: only a gift phrasing's age or budget (the caller checks there is one), the popular goods that fit.
  const words = query.match.length > 0;
  if (!words && !opts.filters) return NONE;
  const matches = words ? sql`p.search_doc @@ ${tsQuerySql(query.match)}` : sql`true`;
  const sort = opts.sort ?? 'relevance';
  const price = opts.price ?? OWN_PRICE;
  const order = sort === 'relevance' ? (words ? sql`${score(query)} desc, p.id` : POPULAR) : sortOrder(price)[sort];
  const page = (limit: number, offset: number) =>
    queryRows<Row>(
      db,
      sql`select ${CARD}, count(*) over () as total,
          min(${price}) over () as price_lo, max(${price}) over () as price_hi
        from products p
        where p.is_active and ${matches} and ${giftWhere(opts.filters, price)} and ${listingWhere(opts.listing, price)}
        order by ${order} limit ${limit} offset ${offset}`,
    );
  const rows = await page(opts.limit, opts.offset);
  // Past the last page: an empty page that still tells how many there are.
  if (!rows.length && opts.offset > 0) {
    const [first] = await page(1, 0);
    return { products: [], total: first ? Number(first.total) : 0 };
  }
  return toResult(rows);
}

/**
 * Names that contain something close to the query (pg_trgm word similarity over lower(name), indexed).
 * Meant for words the vocabulary does not know, which few names resemble: a common word would make it rank
 * thousands of names.
 */
export async function similarProducts(db: DbOrTx, query: UnderstoodQuery, opts: PageOptions): Promise<FoundProducts> {
  const text = query.understood || query.typed;
  if (text.length < 3) return NONE;
  const rows = await queryRows<Row>(
    db,
    sql`select ${CARD}, count(*) over () as total from products p
      where p.is_active and ${text} <% lower(p.name)
        and ${giftWhere(opts.filters, opts.price)} and ${listingWhere(opts.listing, opts.price)}
      order by word_similarity(${text}, lower(p.name)) desc, p.orders_count desc, p.id
      limit ${opts.limit} offset ${opts.offset}`,
  );
  return toResult(rows);
}

/**
 * The hints box's few goods: the first of what the results page (pageOfProducts) shows for the same query, by the
 * same order over every match. With a gift phrasing, the matches (or without words the most popular goods) that fit.
 */
export async function bestProducts(
  db: DbOrTx,
  query: UnderstoodQuery,
  limit: number,
  /** A gift phrasing's: without words, the most popular goods that fit. */
  filters?: GiftFilters,
): Promise<ProductCard[]> {
  const words = query.match.length > 0;
  if (!words && !filters) return [];
  const matches = words ? sql`p.search_doc @@ ${tsQuerySql(query.match)}` : sql`true`;
  // No count or price range here: the box shows a few cards, and without them the scan stops at the limit.
  const rows = await queryRows<CardRow>(
    db,
    sql`select ${CARD} from products p
      where p.is_active and ${matches} and ${giftWhere(filters)}
      order by ${words ? sql`${score(query)} desc, p.id` : POPULAR} limit ${limit}`,
  );
  return rows.map(toProductCard);
}

export type RankedId = { id: number; score: number };

/**
 * The cards of goods ranked elsewhere (the in-process index): kept ones (./hint-cards.ts), the rest read by primary
 * key in one statement (price, stock and visibility as fresh as the hints' memo); the score is taken times the stock
 * factor as it is now, the hidden ones dropped. `ranked` carries scores without the stock factor and spare ids.
 */
export async function cardsOfRanked(db: DbOrTx, ranked: RankedId[], limit: number): Promise<ProductCard[]> {
  if (!ranked.length) return [];
  const cards = await hintCards(
    ranked.map((r) => r.id),
    (ids) =>
      queryRows<HintCardRow>(
        db,
        sql`select ${CARD}, p.is_active as "isActive" from products p
          where p.id = any(${intArrayParam(ids)})`,
      ),
  );
  return ranked
    .flatMap(({ id, score }) => {
      const row = cards.get(id);
      return row?.isActive ? [{ row, score: score * stockFactor(Number(row.stock)) }] : [];
    })
    .sort((a, b) => b.score - a.score || Number(a.row.id) - Number(b.row.id))
    .slice(0, limit)
    .map(({ row }) => toProductCard(row));
}
