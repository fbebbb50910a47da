// The goods of an order being placed (./place-order.ts), inside its transaction: the cart lines read and locked,
// checked against the stock, taken from the stock, and gone from the cart once ordered.
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { MAX_PER_PRODUCT } from '@/lib/api/cart';
import type { Tx } from '@/lib/db/client';
import { cartItems, carts, orderItems, products } from '@/lib/db/schema';
import { HttpError, badRequest } from '@/lib/server/http/errors';
import { cartRowColumns } from '@/lib/server/cart/cart-read';
import { withDayPrice } from '@/lib/server/cart/pricing';
import { PLACEHOLDER_IMAGE } from '@/lib/server/catalog/product-card';
import { currentOffer } from '@/lib/server/promotions/product-of-the-day';

/**
 * What is ordered — the cart lines with their products — read and locked in one statement, in product-id order
 * (one lock order for every buyer: no deadlocks). A line added to the cart while this runs is not part of the order
 * and stays in the cart; nothing ordered can change until the commit. Returned as the cart showed them: in the order
 * they were added, priced now (the product of the day costs its day price only when ordered that Moscow day).
 */
export async function lockOrderedGoods(tx: Tx, ownerKey: string) {
  const lockedRows = await tx
    .select({ ...cartRowColumns, lineId: cartItems.id, addedAt: cartItems.createdAt })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.ownerKey, ownerKey))
    .orderBy(asc(products.id))
    .for('update');
  if (lockedRows.length === 0) throw badRequest('Корзина пуста', { products: 'Корзина пуста — добавьте товары' });
  return withDayPrice(
    [...lockedRows].sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime() || a.lineId - b.lineId),
    await currentOffer(tx),
  );
}

export type OrderedGoods = Awaited<ReturnType<typeof lockOrderedGoods>>;

/** Refuses (409) a line over the per-product limit, then one the shop cannot sell: hidden or short of stock. */
export function checkGoodsInStock(rows: OrderedGoods) {
  const tooMany = rows.find((r) => r.num > MAX_PER_PRODUCT);
  if (tooMany) {
    const message = `«${tooMany.name}»: в одном заказе не больше ${MAX_PER_PRODUCT}\u00a0шт. одного товара, уменьшите количество`;
    throw new HttpError(409, message, { products: message });
  }
  const shortage = rows.find((r) => !r.isActive || r.stock < r.num);
  if (shortage) {
    const message =
      !shortage.isActive || shortage.stock <= 0
        ? `«${shortage.name}» закончился — удалите его из корзины`
        : `«${shortage.name}»: в наличии только ${shortage.stock}\u00a0шт., уменьшите количество`;
    throw new HttpError(409, message, { products: message });
  }
}

/** The order's lines as the goods were when ordered, then the goods taken from the stock. */
export async function writeOrderLines(tx: Tx, orderId: number, rows: OrderedGoods) {
  await tx.insert(orderItems).values(
    rows.map((r) => ({
      orderId,
      productId: r.productId,
      name: r.name,
      alias: r.alias,
      article: r.article,
      image: r.images[0] ?? PLACEHOLDER_IMAGE,
      price: r.price,
      oldPrice: r.oldPrice !== null && r.oldPrice > r.price ? r.oldPrice : null,
      num: r.num,
      sum: r.price * r.num,
    })),
  );
  for (const r of rows) {
    // Guarded as well as locked: stock never goes below zero (the table's CHECK says so too).
    const [taken] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${r.num}`, ordersCount: sql`${products.ordersCount} + ${r.num}` })
      .where(and(eq(products.id, r.productId), gte(products.stock, r.num)))
      .returning({ id: products.id });
    if (!taken) throw new HttpError(409, `«${r.name}» закончился — удалите его из корзины`, { products: r.name });
  }
}

/** The ordered lines leave the cart; the cart itself goes with its last line (a line added during checkout keeps it,
 *  promo code and all). */
export async function removeOrderedFromCart(tx: Tx, ownerKey: string, rows: OrderedGoods) {
  await tx.delete(cartItems).where(
    inArray(
      cartItems.id,
      rows.map((r) => r.lineId),
    ),
  );
  await tx
    .delete(carts)
    .where(
      and(
        eq(carts.ownerKey, ownerKey),
        sql`not exists (select 1 from ${cartItems} where ${cartItems.ownerKey} = ${ownerKey})`,
      ),
    );
}

/** Goods this order sold out: they leave the «в наличии» lists once it commits. */
export const soldOutBy = (rows: OrderedGoods) => rows.filter((r) => r.stock === r.num).map((r) => r.productId);
