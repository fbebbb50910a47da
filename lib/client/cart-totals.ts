// docs/PRODUCT.md#cart-totals, pure: products cost = Σ sum_s; old cost = Σ sum_s_old falling back to sum_s;
// total = products cost − promo discount + shipping cost; item count = Σ num.
import type { CartLine } from '@/lib/api/cart';
import { cartSums } from '@/lib/api/cart-sums';

export type CartTotals = {
  productsCost: number;
  oldCost: number;
  discount: number;
  shippingCost: number | null;
  total: number;
  itemCount: number;
};

export function cartTotals(lines: readonly CartLine[], discount: number, shippingCost: number | null): CartTotals {
  const { productsCost, oldCost, itemCount } = cartSums(lines);
  const cut = Math.min(discount, productsCost);
  return {
    productsCost,
    oldCost,
    discount: cut,
    shippingCost,
    total: productsCost - cut + (shippingCost ?? 0),
    itemCount,
  };
}
