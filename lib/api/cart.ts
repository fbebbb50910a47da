// The cart: its lines and totals, changing quantities, the promo code. Field names follow the API's contract
// (snake_case); money is in whole roubles.
import { z } from 'zod';
import type { ApiSuccess } from './envelope';
import { productId, requiredString, wholeNumber } from './fields';

/**
 * The most of one product a cart line and an order may hold, whatever the stock: a toy shop sells to families,
 * not wholesale (wholesale has its own request form), and one shopper cannot take a whole shelf.
 */
export const MAX_PER_PRODUCT = 50;

/** One cart line plus what the cart page shows. */
export type CartLine = {
  product_id: number;
  num: number;
  /** price × num */
  sum_s: number;
  /** old_price × num; present only when the product is discounted. */
  sum_s_old?: number;
  name: string;
  alias: string;
  image: string;
  price: number;
  old_price: number | null;
  stock: number;
  /** False when the product is gone or out of stock: it cannot be ordered. */
  available: boolean;
};

export type CartPromo = {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent (1–100) or roubles. */
  value: number;
  /** What it takes off this cart now, roubles (0 when it does not apply). */
  discount: number;
  /** Null when it applies; otherwise why not (e.g. the cart fell below the minimum order). */
  message: string | null;
};

// GET /api/cart/products
export type CartProductsResponse = {
  products: CartLine[];
  /** The applied promo code, or null. */
  promo_code: string | null;
  promo: CartPromo | null;
  /** Sum of num (the header badge). */
  cart_count: number;
  /** Goods sum before a promo code (Σ sum_s). */
  products_cost: number;
  /** Σ (sum_s_old ?? sum_s) */
  old_cost: number;
  /** What the promo code takes off. */
  discount: number;
  /** Goods (after the promo code) from this sum travel free; null when the shop has switched free delivery off. */
  free_delivery_from: number | null;
};

const cartProductId = productId('ожидается id товара');

// POST /api/add-to-cart
export const addToCartRequest = z.object({
  pid: cartProductId,
  count: wholeNumber('количество — целое число')
    .pipe(z.number().min(1, 'количество от 1').max(MAX_PER_PRODUCT, `не больше ${MAX_PER_PRODUCT} шт. одного товара`))
    .default(1),
});

// PUT /api/cart/change-count
export const changeCountRequest = z.object({
  pid: cartProductId,
  // Any whole number: it is clamped to 1…stock (bounded here so absurd values are a 400).
  count: wholeNumber('количество — целое число').pipe(
    z.number().min(-999_999).max(999_999, 'слишком большое количество'),
  ),
});

// DELETE /api/cart/delete-product
export const deleteProductRequest = z.object({ pid: cartProductId });

// Reply of the three above.
export type CartChangeResponse = ApiSuccess<{
  /** The line's quantity after the change (0 after a removal). */
  num: number;
  cart_count: number;
  /** Set when the asked quantity was clamped to 1…stock, in Russian. */
  notice?: string;
}>;

// POST / DELETE /api/cart/promo-code
export const promoCodeRequest = z.object({
  promo_code: requiredString(64, 'введите промокод', 'слишком длинный промокод'),
});
export type PromoCodeResponse = ApiSuccess<{ promo_code: string | null; promo: CartPromo | null; discount: number }>;
