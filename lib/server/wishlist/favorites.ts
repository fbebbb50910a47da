// The wishlist: product ids per shopper key (`u:{id}` / `g:{uuid}`), newest first.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FavoriteResponse } from '@/lib/api/wishlist';
import type { DbOrTx } from '@/lib/db/client';
import { favorites, products } from '@/lib/db/schema';
import { cardColumns, toProductCard } from '@/lib/server/catalog/product-card';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { cardsAtTodaysPrices } from '@/lib/server/promotions/product-of-the-day';

/** Plenty for a real wishlist, and keeps GET /api/favorite small. */
export const FAVORITES_MAX = 300;

export async function listFavorites(db: DbOrTx, key: string | null): Promise<FavoriteResponse> {
  if (!key) return { success: true, pids: [], products: [] };
  const rows = await db
    .select(cardColumns)
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(and(eq(favorites.shopperKey, key), eq(products.isActive, true)))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId))
    .limit(FAVORITES_MAX);
  const cards = await cardsAtTodaysPrices(db, rows.map(toProductCard));
  return { success: true, pids: cards.map((p) => p.id), products: cards };
}

export async function addFavorite(db: DbOrTx, key: string, productId: number): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) throw notFound('Товар не найден');
  const [{ n }] = await db.select({ n: count() }).from(favorites).where(eq(favorites.shopperKey, key));
  if (n >= FAVORITES_MAX) throw badRequest(`В избранном может быть не больше ${FAVORITES_MAX} товаров`);
  await db.insert(favorites).values({ shopperKey: key, productId }).onConflictDoNothing();
}

/** Removing what is not there is not an error (a second click, another tab). */
export async function removeFavorite(db: DbOrTx, key: string, productId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.shopperKey, key), eq(favorites.productId, productId)));
}

/** Moves one shopper's wishlist to another (guest → account); what both had stays once. */
export async function mergeFavorites(tx: DbOrTx, fromKey: string, toKey: string): Promise<void> {
  if (fromKey === toKey) return;
  await tx.execute(sql`
    insert into ${favorites} (shopper_key, product_id, created_at)
    select ${toKey}, product_id, created_at from ${favorites} where shopper_key = ${fromKey}
    on conflict do nothing`);
  await tx.delete(favorites).where(eq(favorites.shopperKey, fromKey));
}
