// docs/PRODUCT.md#cart-totals, pure: products cost = Σ sum_s; old cost = Σ sum_s_old falling back to sum_s;
// total = products cost − promo discount − bonus points + shipping cost; item count = Σ num.
import type { CartLine } from '@/lib/api/cart';
import { cartSums } from '@/lib/api/cart-sums';

export type CartTotals = {
  productsCost: number;
  oldCost: number;
  discount: number;
  /** Bonus points paying part of the goods (1 point = 1 ₽). */
  points: number;
  shippingCost: number | null;
  total: number;
  itemCount: number;
};

export function cartTotals(
  lines: readonly CartLine[],
  discount: number,
  shippingCost: number | null,
  points = 0,
): CartTotals {
  const { productsCost, oldCost, itemCount } = cartSums(lines);
  const cut = Math.min(discount, productsCost);
  const paidWithPoints = Math.min(points, productsCost - cut);
  return {
    productsCost,
    oldCost,
    discount: cut,
    points: paidWithPoints,
    shippingCost,
    total: productsCost - cut - paidWithPoints + (shippingCost ?? 0),
    itemCount,
  };
}
