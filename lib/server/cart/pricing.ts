// Cart arithmetic (docs/PRODUCT.md#cart-totals), pure: line sums, goods totals, promo discount, free delivery.
import type { CartPromo } from '@/lib/api/cart';
import { cartSums } from '@/lib/api/cart-sums';

/** sum_s = price × num; sum_s_old = old price × num, only when the product is discounted. */
export function lineSums(price: number, oldPrice: number | null, num: number): { sum_s: number; sum_s_old?: number } {
  const discounted = oldPrice !== null && oldPrice > price;
  return discounted ? { sum_s: price * num, sum_s_old: oldPrice * num } : { sum_s: price * num };
}

/** The goods sums in the cart answer's field names (the rule itself is shared with the browser). */
export function cartTotals(lines: Parameters<typeof cartSums>[0]) {
  const { productsCost, oldCost, itemCount } = cartSums(lines);
  return { products_cost: productsCost, old_cost: oldCost, cart_count: itemCount };
}

export type PromoRule = {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minOrder: number;
  validFrom: Date | null;
  validTo: Date | null;
  usageLimit: number | null;
  usedCount: number;
  isActive: boolean;
};

/** Why a promo code cannot be used on a cart with this goods sum now, in Russian; null when it can. */
export function promoRefusal(promo: PromoRule, goodsSum: number, now: Date = new Date()): string | null {
  if (!promo.isActive) return 'Промокод больше не действует';
  if (promo.validFrom && now < promo.validFrom) {
    return `Промокод начнёт действовать ${promo.validFrom.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' })}`;
  }
  if (promo.validTo && now > promo.validTo) return 'Срок действия промокода истёк';
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) {
    return 'Промокод больше не действует: исчерпан лимит использований';
  }
  if (goodsSum <= 0) return 'Добавьте товары в корзину, чтобы применить промокод';
  if (goodsSum < promo.minOrder) {
    return `Промокод действует при заказе от ${promo.minOrder.toLocaleString('ru-RU').replace(/\s/g, '\u00a0')}\u00a0₽`;
  }
  return null;
}

/** What the promo code takes off the goods sum, whole roubles, never more than the sum. */
export function promoDiscount(promo: Pick<PromoRule, 'kind' | 'value'>, goodsSum: number): number {
  const raw = promo.kind === 'percent' ? Math.round((goodsSum * promo.value) / 100) : promo.value;
  return Math.max(0, Math.min(raw, goodsSum));
}

/** The promo as the cart shows it: its discount now, or why it does not apply. */
export function evaluatePromo(promo: PromoRule, goodsSum: number, now: Date = new Date()): CartPromo {
  const message = promoRefusal(promo, goodsSum, now);
  return {
    code: promo.code,
    kind: promo.kind,
    value: promo.value,
    discount: message ? 0 : promoDiscount(promo, goodsSum),
    message,
  };
}

/** Delivery cost after the free-delivery threshold (goods after the promo code). */
export function deliveryCost(price: number, freeFrom: number | null, goodsAfterDiscount: number): number {
  return freeFrom !== null && goodsAfterDiscount >= freeFrom ? 0 : price;
}

/** The product of the day's price: its own discount off the product's price, whole roubles, at least 1 ₽. */
export function dayPrice(price: number, percent: number): number {
  return Math.max(1, Math.round((price * (100 - percent)) / 100));
}

/**
 * The one rule of the day price: the product's price less the offer's discount, and as old price what it cost
 * before (its own old price when higher), or none when that is not higher. Cart lines, orders, cards, the product
 * page and its JSON-LD all go through here.
 */
export function offerPrices(
  price: number,
  oldPrice: number | null,
  percent: number,
): { price: number; oldPrice: number | null } {
  const reduced = dayPrice(price, percent);
  const before = oldPrice !== null && oldPrice > price ? oldPrice : price;
  return { price: reduced, oldPrice: before > reduced ? before : null };
}

type Priced = { productId: number; price: number; oldPrice: number | null };

/**
 * Lines of the cart or an order at today's prices: the product of the day costs its day price, and shows as old
 * price what it cost before (its own old price when higher). Every other line, and every line on another day, keeps
 * the product's price: a line is priced whenever the cart is read or the order placed, never remembered.
 */
export function withDayPrice<T extends Priced>(rows: T[], offer: { productId: number; percent: number } | null): T[] {
  if (!offer) return rows;
  return rows.map((row) => {
    return row.productId === offer.productId ? { ...row, ...offerPrices(row.price, row.oldPrice, offer.percent) } : row;
  });
}
