/**
 * Russian plural form: plural(5, ['товар', 'товара', 'товаров']) → 'товаров'. Correct for 11–14; a fraction takes the
 * last form. The CLDR rule for Russian written out rather than `Intl.PluralRules` (see formatPrice on why).
 */
export function plural(n: number, [one, few, many]: readonly [string, string, string]): string {
  if (!Number.isInteger(n)) return many;
  const lastDigit = Math.abs(n) % 10;
  const lastTwo = Math.abs(n) % 100;
  if (lastDigit === 1 && lastTwo !== 11) return one;
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return few;
  return many;
}

/** `5 товаров` */
export const countOf = (n: number, forms: readonly [string, string, string]) => `${n} ${plural(n, forms)}`;

export const GOODS: readonly [string, string, string] = ['товар', 'товара', 'товаров'];
export const REVIEWS: readonly [string, string, string] = ['отзыв', 'отзыва', 'отзывов'];
export const VOTES: readonly [string, string, string] = ['оценка', 'оценки', 'оценок'];
export const POINTS: readonly [string, string, string] = ['балл', 'балла', 'баллов'];
export const QUESTIONS: readonly [string, string, string] = ['вопрос', 'вопроса', 'вопросов'];
