// Made on first use, like the other formatters of lib/format: building one loads the locale's data, tens of
// milliseconds of a cheap phone's start-up that every page paid while its scripts were evaluated, even where nothing
// in the browser formats a price (docs/DECISIONS.md, item 84).
let rub: Intl.NumberFormat | undefined;

/** `1 990 ₽` — digits grouped with a no-break space, a no-break space before the rouble sign. */
export function formatPrice(roubles: number): string {
  return `${(rub ??= new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 })).format(Math.round(roubles)).replace(/\s/g, '\u00a0')}\u00a0₽`;
}

/** Discount in whole percent, or 0 when there is no real discount. */
export function discountPercent(price: number, oldPrice: number | null | undefined): number {
  if (!oldPrice || oldPrice <= price) return 0;
  return Math.round((1 - price / oldPrice) * 100);
}
