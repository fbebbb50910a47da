const rub = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** `1 990 ₽` — digits grouped with a no-break space, a no-break space before the rouble sign. */
export function formatPrice(roubles: number): string {
  return `${rub.format(Math.round(roubles)).replace(/\s/g, '\u00a0')}\u00a0₽`;
}

/** Discount in whole percent, or 0 when there is no real discount. */
export function discountPercent(price: number, oldPrice: number | null | undefined): number {
  if (!oldPrice || oldPrice <= price) return 0;
  return Math.round((1 - price / oldPrice) * 100);
}
