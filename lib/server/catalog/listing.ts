import { and, asc, count, desc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { type ListingFilters, type ListingPage, PER_PAGE, type Sort } from '@/lib/api/listing';
import { AGE_GROUPS } from '@/lib/catalog/age-groups';
import type { ListingScope } from '@/lib/catalog/listing-scope';
import type { Db } from '@/lib/db/client';
import { productCategories, products } from '@/lib/db/schema';
import { cardsAtTodaysPrices, shownPriceSql } from '@/lib/server/promotions/product-of-the-day';
import { cardColumns, toProductCard } from './product-card';
import { listRules } from './product-lists';

/** The orders; `price` is the price as shown today (the product of the day at its day price). */
const sortOrder = (price: SQL): Record<Sort, SQL[]> => ({
  popular: [desc(products.ordersCount), desc(products.views), desc(products.id)],
  price_asc: [asc(price), asc(products.id)],
  price_desc: [desc(price), desc(products.id)],
  new: [desc(products.createdAt), desc(products.id)],
  discount: [
    sql`coalesce((${products.oldPrice} - ${products.price})::float / nullif(${products.oldPrice}, 0), 0) desc`,
    desc(products.id),
  ],
});

function scopeCondition(scope: ListingScope, categoryId: number | null): SQL | undefined {
  if (scope.kind === 'category') {
    return sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${products.id} and ${productCategories.categoryId} = ${categoryId})`;
  }
  if (scope.kind === 'list') return listRules[scope.list].where;
  return undefined;
}

function filterConditions(f: ListingFilters, price: SQL): (SQL | undefined)[] {
  const ages = AGE_GROUPS.filter((g) => f.ages.includes(g.id));
  return [
    f.price_min !== undefined ? gte(price, f.price_min) : undefined,
    f.price_max !== undefined ? lte(price, f.price_max) : undefined,
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
  const price = await shownPriceSql(db, { id: sql`${products.id}`, price: sql`${products.price}` });
  const base = and(eq(products.isActive, true), scopeCondition(scope, categoryId));
  const where = and(base, ...filterConditions(filters, price));
  const offset = (filters.page - 1) * PER_PAGE;

  const [rows, [{ total }], brandRows, [range]] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .where(where)
      .orderBy(sql`(${products.stock} > 0) desc`, ...sortOrder(price)[filters.sort])
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
      .select({ min: sql<number | null>`min(${price})::int`, max: sql<number | null>`max(${price})::int` })
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
