import { and, asc, count, desc, eq, gt, gte, inArray, lte, max, min, or, sql, type SQL } from 'drizzle-orm';
import { type ListingFilters, type ListingPage, PER_PAGE, type Sort } from '@/lib/api/listing';
import { AGE_GROUPS } from '@/lib/catalog/age-groups';
import type { ListingScope } from '@/lib/catalog/listing-scope';
import type { Db } from '@/lib/db/client';
import { productCategories, products } from '@/lib/db/schema';
import { cardsAtTodaysPrices } from '@/lib/server/promotions/product-of-the-day';
import { cardColumns, toProductCard } from './product-card';
import { listRules } from './product-lists';

const SORT_ORDER: Record<Sort, SQL[]> = {
  popular: [desc(products.ordersCount), desc(products.views), desc(products.id)],
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), desc(products.id)],
  new: [desc(products.createdAt), desc(products.id)],
  discount: [
    sql`coalesce((${products.oldPrice} - ${products.price})::float / nullif(${products.oldPrice}, 0), 0) desc`,
    desc(products.id),
  ],
};

function scopeCondition(scope: ListingScope, categoryId: number | null): SQL | undefined {
  if (scope.kind === 'category') {
    return sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${products.id} and ${productCategories.categoryId} = ${categoryId})`;
  }
  if (scope.kind === 'list') return listRules[scope.list].where;
  return undefined;
}

function filterConditions(f: ListingFilters): (SQL | undefined)[] {
  const ages = AGE_GROUPS.filter((g) => f.ages.includes(g.id));
  return [
    f.price_min !== undefined ? gte(products.price, f.price_min) : undefined,
    f.price_max !== undefined ? lte(products.price, f.price_max) : undefined,
    f.brands.length ? inArray(products.brand, f.brands) : undefined,
    ages.length ? or(...ages.map((g) => and(gte(products.ageFrom, g.from), lte(products.ageFrom, g.to)))) : undefined,
    f.in_stock ? gt(products.stock, 0) : undefined,
  ];
}

/**
 * One page of a listing with its facets. `categoryId` is the resolved category for a category scope.
 * In-stock goods come first within any sort, so a shopper sees what can be bought.
 */
export async function getListing(
  db: Db,
  scope: ListingScope,
  filters: ListingFilters,
  categoryId: number | null = null,
): Promise<ListingPage> {
  const base = and(eq(products.isActive, true), scopeCondition(scope, categoryId));
  const where = and(base, ...filterConditions(filters));
  const offset = (filters.page - 1) * PER_PAGE;

  const [rows, [{ total }], brandRows, [range]] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .where(where)
      .orderBy(sql`(${products.stock} > 0) desc`, ...SORT_ORDER[filters.sort])
      .limit(PER_PAGE)
      .offset(offset),
    db.select({ total: count() }).from(products).where(where),
    db
      .select({ name: products.brand, count: count() })
      .from(products)
      .where(base)
      .groupBy(products.brand)
      .orderBy(desc(count()), asc(products.brand))
      .limit(30),
    db
      .select({ min: min(products.price), max: max(products.price) })
      .from(products)
      .where(base),
  ]);

  return {
    products: await cardsAtTodaysPrices(db, rows.map(toProductCard)),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / PER_PAGE)),
    facets: {
      brands: brandRows.filter((b) => b.name).map((b) => ({ name: b.name, count: b.count })),
      price_min: range?.min ?? 0,
      price_max: range?.max ?? 0,
    },
  };
}
