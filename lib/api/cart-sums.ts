// The goods sums of a cart (docs/PRODUCT.md#cart-totals), pure and zod-free: one rule for the server's cart answer
// and the browser's live totals, so the two never disagree.

type SummableLine = { num: number; sum_s: number; sum_s_old?: number; available: boolean };

/** Goods sum (Σ sum_s), old sum (Σ sum_s_old, falling back to sum_s) of orderable lines; item count Σ num of all. */
export function cartSums(lines: readonly SummableLine[]): { productsCost: number; oldCost: number; itemCount: number } {
  let productsCost = 0;
  let oldCost = 0;
  let itemCount = 0;
  for (const line of lines) {
    itemCount += line.num;
    if (!line.available) continue;
    productsCost += line.sum_s;
    oldCost += line.sum_s_old ?? line.sum_s;
  }
  return { productsCost, oldCost, itemCount };
}
