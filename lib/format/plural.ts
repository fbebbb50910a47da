// Made on first use (see lib/format/price.ts).
let rules: Intl.PluralRules | undefined;

/** Russian plural form: plural(5, ['товар', 'товара', 'товаров']) → 'товаров'. Correct for 11–14. */
export function plural(n: number, [one, few, many]: readonly [string, string, string]): string {
  switch ((rules ??= new Intl.PluralRules('ru-RU')).select(n)) {
    case 'one':
      return one;
    case 'few':
      return few;
    default:
      return many;
  }
}

/** `5 товаров` */
export const countOf = (n: number, forms: readonly [string, string, string]) => `${n} ${plural(n, forms)}`;

export const GOODS: readonly [string, string, string] = ['товар', 'товара', 'товаров'];
export const REVIEWS: readonly [string, string, string] = ['отзыв', 'отзыва', 'отзывов'];
export const VOTES: readonly [string, string, string] = ['оценка', 'оценки', 'оценок'];
export const POINTS: readonly [string, string, string] = ['балл', 'балла', 'баллов'];
export const QUESTIONS: readonly [string, string, string] = ['вопрос', 'вопроса', 'вопросов'];
