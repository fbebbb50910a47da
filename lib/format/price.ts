/**
 * `1 990 ₽` — digits grouped by three with a no-break space, a no-break space before the rouble sign: what
 * `Intl.NumberFormat('ru-RU')` writes, without building one — the first formatter loads the locale's data, ≈ 40 ms of
 * a cheap phone's main thread in the middle of the page's start (docs/adr/0084-device-font-no-intl.md).
 */
export function formatPrice(roubles: number): string {
  const whole = Math.round(roubles);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  return `${whole < 0 ? '-' : ''}${digits}\u00a0₽`;
}

/** Discount in whole percent, or 0 when there is no real discount. */
export function discountPercent(price: number, oldPrice: number | null | undefined): number {
  if (!oldPrice || oldPrice <= price) return 0;
  return Math.round((1 - price / oldPrice) * 100);
}
