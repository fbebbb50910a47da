// Reading a cart: its lines with what the page shows, the totals and the promo code as it applies now.
import { asc, eq } from 'drizzle-orm';
import type { CartLine, CartProductsResponse } from '@/lib/api/cart';
import type { DbOrTx } from '@/lib/db/client';
import { cartItems, products } from '@/lib/db/schema';
import { PLACEHOLDER_IMAGE } from '@/lib/server/catalog/product-card';
import { freeDeliveryFrom } from '@/lib/server/shipping/free-delivery';
import { currentOffer } from '@/lib/server/promotions/product-of-the-day';
import { cartTotals, evaluatePromo, lineSums, withDayPrice } from './pricing';
import { cartPromoCode, findPromo } from './promo-codes';

export type CartRow = {
  productId: number;
  num: number;
  name: string;
  alias: string;
  article: string;
  images: string[];
  price: number;
  oldPrice: number | null;
  stock: number;
  isActive: boolean;
};

export const cartRowColumns = {
  productId: cartItems.productId,
  num: cartItems.num,
  name: products.name,
  alias: products.alias,
  article: products.article,
  images: products.images,
  price: products.price,
  oldPrice: products.oldPrice,
  stock: products.stock,
  isActive: products.isActive,
};

export function toCartLine(row: CartRow): CartLine {
  return {
    product_id: row.productId,
    num: row.num,
    ...lineSums(row.price, row.oldPrice, row.num),
    name: row.name,
    alias: row.alias,
    image: row.images[0] ?? PLACEHOLDER_IMAGE,
    price: row.price,
    old_price: row.oldPrice !== null && row.oldPrice > row.price ? row.oldPrice : null,
    stock: row.isActive ? row.stock : 0,
    available: row.isActive && row.stock >= row.num,
  };
}

export async function cartRows(db: DbOrTx, ownerKey: string): Promise<CartRow[]> {
  return db
    .select(cartRowColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.ownerKey, ownerKey))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

const EMPTY_CART: Omit<CartProductsResponse, 'free_delivery_from'> = {
  products: [],
  promo_code: null,
  promo: null,
  cart_count: 0,
  products_cost: 0,
  old_cost: 0,
  discount: 0,
};

/** The whole cart as GET /api/cart/products answers it; an empty cart when there is no shopper yet. */
export async function readCart(db: DbOrTx, ownerKey: string | null): Promise<CartProductsResponse> {
  const freeFrom = freeDeliveryFrom(db);
  if (!ownerKey) return { ...EMPTY_CART, free_delivery_from: await freeFrom };
  const [rows, code, offer] = await Promise.all([
    cartRows(db, ownerKey),
    cartPromoCode(db, ownerKey),
    currentOffer(db),
  ]);
  // Priced on every read: the product of the day costs its day price today only (docs/PRODUCT.md#product-of-the-day).
  const lines = withDayPrice(rows, offer).map(toCartLine);
  const totals = cartTotals(lines);
  const rule = code ? await findPromo(db, code) : null;
  const promo = rule ? evaluatePromo(rule, totals.products_cost) : null;
  return {
    products: lines,
    promo_code: promo?.code ?? null,
    promo,
    ...totals,
    discount: promo?.discount ?? 0,
    free_delivery_from: await freeFrom,
  };
}

/** Goods sum after the promo code: what the free-delivery threshold compares with. */
export async function goodsAfterDiscount(db: DbOrTx, ownerKey: string | null): Promise<number> {
  const cart = await readCart(db, ownerKey);
  return cart.products_cost - cart.discount;
}
