import { and, desc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ProductCard } from '@/lib/api/catalog';
import { memoPolicy } from '@/lib/cache/policy';
import type { Db } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { memo } from '@/lib/server/memo';
import { cardsAtTodaysPrices } from '@/lib/server/promotions/product-of-the-day';
import { cardColumns, toProductCard } from './product-card';

export const PRODUCT_LISTS = ['popular', 'new', 'sale', 'hit', 'special'] as const;
export type ProductListKind = (typeof PRODUCT_LISTS)[number];

/** What each named list means (docs/PRODUCT.md#product-lists). */
export const listRules: Record<ProductListKind, { where: SQL | undefined; order: SQL[] }> = {
  popular: { where: undefined, order: [desc(products.ordersCount), desc(products.views), desc(products.id)] },
  new: { where: eq(products.isNew, true), order: [desc(products.createdAt), desc(products.id)] },
  sale: {
    where: and(isNotNull(products.oldPrice), gt(products.oldPrice, products.price)),
    order: [sql`(${products.oldPrice} - ${products.price})::float / ${products.oldPrice} desc`, desc(products.id)],
  },
  hit: { where: eq(products.isHit, true), order: [desc(products.ordersCount), desc(products.id)] },
  special: { where: eq(products.isSpecial, true), order: [desc(products.ordersCount), desc(products.id)] },
};

/** The first products of a named list, in stock first (cached briefly per process), at today's prices. */
export async function productList(db: Db, kind: ProductListKind, limit = 20): Promise<ProductCard[]> {
  const cards = await memo(`catalog:list:${kind}:${limit}`, memoPolicy('productLists'), async () => {
    const rule = listRules[kind];
    const rows = await db
      .select(cardColumns)
      .from(products)
      .where(and(eq(products.isActive, true), gt(products.stock, 0), rule.where))
      .orderBy(...rule.order)
      .limit(limit);
    return rows.map(toProductCard);
  });
  return cardsAtTodaysPrices(db, cards);
}
