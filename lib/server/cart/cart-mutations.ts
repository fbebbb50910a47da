// Changing a cart: add, set the quantity, remove. Quantities stay within 1…stock and the per-product cap.
import { and, eq, sql } from 'drizzle-orm';
import { MAX_PER_PRODUCT } from '@/lib/api/cart';
import type { Db } from '@/lib/db/client';
import { cartItems, products } from '@/lib/db/schema';
import { HttpError, notFound } from '@/lib/server/http/errors';
import { countItems } from './cart-count';

export type CartChange = { num: number; cart_count: number; notice?: string };

async function orderableProduct(db: Db, productId: number) {
  const [product] = await db
    .select({ stock: products.stock, name: products.name })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) throw notFound('Товар не найден');
  return product;
}

const pieces = (n: number) => `${n}\u00a0шт.`;
const CAP_NOTICE = `В одном заказе не больше ${pieces(MAX_PER_PRODUCT)} одного товара`;

/**
 * Adds `count` to the line. The upsert takes the line's row lock, so concurrent adds by one shopper add up
 * exactly; a total past the stock is refused (409, nothing changes) with how many can still be added.
 */
export async function addToCart(db: Db, ownerKey: string, productId: number, count: number): Promise<CartChange> {
  const product = await orderableProduct(db, productId);
  if (product.stock <= 0) throw new HttpError(409, 'Этого товара сейчас нет в наличии');
  return db.transaction(async (tx) => {
    const [line] = await tx
      .insert(cartItems)
      .values({ ownerKey, productId, num: count })
      .onConflictDoUpdate({
        target: [cartItems.ownerKey, cartItems.productId],
        set: { num: sql`${cartItems.num} + excluded.num`, updatedAt: sql`now()` },
      })
      .returning({ num: cartItems.num });
    if (line.num > MAX_PER_PRODUCT && MAX_PER_PRODUCT < product.stock) {
      const room = Math.max(0, MAX_PER_PRODUCT - (line.num - count));
      throw new HttpError(409, room > 0 ? `${CAP_NOTICE}: можно добавить ещё ${pieces(room)}` : CAP_NOTICE);
    }
    if (line.num > product.stock) {
      const before = line.num - count;
      const room = Math.max(0, product.stock - before);
      throw new HttpError(
        409,
        room > 0
          ? `В наличии только ${pieces(product.stock)}, в корзине уже ${pieces(before)}: можно добавить ещё ${pieces(room)}`
          : `В наличии только ${pieces(product.stock)}, и все они уже в вашей корзине`,
      );
    }
    return { num: line.num, cart_count: await countItems(tx, ownerKey) };
  });
}

/** Sets the line's quantity, clamped to 1…stock (and the cap); the reply says when it was clamped. */
export async function changeCount(db: Db, ownerKey: string, productId: number, count: number): Promise<CartChange> {
  const product = await orderableProduct(db, productId);
  if (product.stock <= 0) throw new HttpError(409, 'Этот товар закончился — удалите его из корзины');
  const most = Math.min(product.stock, MAX_PER_PRODUCT);
  const num = Math.min(Math.max(count, 1), most);
  return db.transaction(async (tx) => {
    const [line] = await tx
      .update(cartItems)
      .set({ num, updatedAt: sql`now()` })
      .where(and(eq(cartItems.ownerKey, ownerKey), eq(cartItems.productId, productId)))
      .returning({ num: cartItems.num });
    if (!line) throw notFound('Этого товара нет в корзине');
    const notice =
      count > most
        ? most < product.stock
          ? CAP_NOTICE
          : `В наличии только ${pieces(product.stock)} — больше добавить нельзя`
        : count < 1
          ? 'Минимальное количество — 1\u00a0шт. Чтобы убрать товар, нажмите «Удалить»'
          : undefined;
    return { num, cart_count: await countItems(tx, ownerKey), ...(notice ? { notice } : {}) };
  });
}

/** Removes the line (removing a line that is not there is not an error). */
export async function deleteFromCart(db: Db, ownerKey: string, productId: number): Promise<CartChange> {
  await db.delete(cartItems).where(and(eq(cartItems.ownerKey, ownerKey), eq(cartItems.productId, productId)));
  return { num: 0, cart_count: await countItems(db, ownerKey) };
}
