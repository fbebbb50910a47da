// How found goods are ordered, said once for the SQL ranking (./find-products.ts) and the in-process one
// (./memory-index/rank-products.ts): relevance times a popularity bonus of up to ×1.5 (bought and viewed goods
// first among equally relevant ones; a name match still beats a category match), halved out of stock.

/** The most popularity adds: ×(1 + 0.5). */
export const POPULARITY_BONUS = 0.5;
/** Popularity (orders + views / 50) at which half the bonus is reached. */
export const POPULARITY_HALF = 50;
/** Out of stock: the score times this. */
export const OUT_OF_STOCK = 0.5;
/** Views worth one order. */
export const VIEWS_PER_ORDER = 50;

export const popularityOf = (orders: number, views: number) => orders + views / VIEWS_PER_ORDER;

export const popularityFactor = (popularity: number) =>
  1 + (POPULARITY_BONUS * popularity) / (popularity + POPULARITY_HALF);

export const stockFactor = (stock: number) => (stock > 0 ? 1 : OUT_OF_STOCK);
