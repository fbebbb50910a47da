// docs/PRODUCT.md#cart-totals, pure: products cost = Σ sum_s; old cost = Σ sum_s_old falling back to sum_s;
// total = products cost − promo discount + shipping cost; item count = Σ num.
import type { CartLine } from '@/lib/api/cart';

export type CartTotals = {
  productsCost: number;
  oldCost: number;
  discount: number;
  shippingCost: number | null;
  total: number;
  itemCount: number;
};

export function cartTotals(lines: readonly CartLine[], discount: number, shippingCost: number | null): CartTotals {
  let productsCost = 0;
  let oldCost = 0;
  let itemCount = 0;
  for (const line of lines) {
    itemCount += line.num;
    if (!line.available) continue;
    productsCost += line.sum_s;
    oldCost += line.sum_s_old ?? line.sum_s;
  }
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
