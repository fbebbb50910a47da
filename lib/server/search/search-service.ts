// The two search entry points: as-you-type hints with a few products, and the /search/{query} results page.
// When all words together match nothing, the fallbacks keep the shopper moving: goods matching some of the
// words, else names similar to the query, and on the results page the nearest phrases as suggestions.
import { sql } from 'drizzle-orm';
import type { ProductCard, SearchHintsResponse } from '@/lib/api/catalog';
import type { ListingFilters } from '@/lib/api/listing';
import type { DbOrTx } from '@/lib/db/client';
import { cardsAtTodaysPrices, shownPriceSql } from '@/lib/server/promotions/product-of-the-day';
import { giftNarrows, readGiftQuery, type GiftFilters, type GiftQuery } from '@/lib/search/gift-query';
import { bestProducts, pageOfProducts, similarProducts, type FoundProducts, type SearchSort } from './find-products';
import { sqlHintSources } from './hint-sources';
import { recordSearch } from './search-log';
import { findSuggestions } from './hints';
import type { MemorySearchIndex } from './memory-index/build';
import { memoryHintSources } from './memory-index/hint-sources';
import { understandQuery, type UnderstoodQuery } from './understand-query';

export const HINT_PRODUCTS = 6;

export type SearchResults = {
  products: ProductCard[];
  total: number;
  /** The query as understood when it differs from what was typed. */
  corrected: string | null;
  /** Nearest phrases when the query matched nothing as a whole (never empty then), else []. */
  suggestions: string[];
  /** The gift phrasing read from the query (its parts become the page's chips). */
  gift: GiftQuery;
  /** The cheapest and dearest match (the price filter's placeholders). */
  prices?: { min: number; max: number };
};

export type SearchListing = Pick<ListingFilters, 'price_min' | 'price_max' | 'ages' | 'brands' | 'in_stock'>;

/** What the usual understanding reads: the query itself, or what the gift phrasing left (open as typed). */
const restOf = (query: string, gift: GiftQuery) =>
  gift.plain ? query : gift.rest && /\s$/.test(query) ? `${gift.rest} ` : gift.rest;

const understoodAnswer = (gift: GiftQuery, understood: string): SearchHintsResponse['understood'] => {
  const { occasion, ...filters } = gift.filters;
  return {
    ...filters,
    ...(occasion ? { occasion } : {}),
    words: understood ? understood.split(' ') : [],
  };
};

/** The same query with its chunks OR-ed: goods that match some of the words, those with more words first. */
const anyWord = (q: UnderstoodQuery): UnderstoodQuery => ({ ...q, match: [q.match.flat()] });
/** Worth OR-ing: several chunks, of which the vocabulary knows at least one. */
const canRelax = (q: UnderstoodQuery) => q.match.length > 1 && q.unknown.length < q.understood.split(' ').length;

/**
 * `GET /api/search/hints-and-products`: up to 8 completions and 6 products; cheap enough per keystroke. With the
 * in-process index (when current: see ./memory-index/current.ts) from memory, else from the database.
 */
export async function searchHintsAndProducts(
  db: DbOrTx,
  query: string,
  index: MemorySearchIndex | null = null,
): Promise<SearchHintsResponse> {
  const answer = await findHintsAndProducts(db, query, index);
  return { ...answer, products: await cardsAtTodaysPrices(db, answer.products) };
}

async function findHintsAndProducts(
  db: DbOrTx,
  query: string,
  index: MemorySearchIndex | null,
): Promise<SearchHintsResponse> {
  const from = index ? memoryHintSources(db, index) : sqlHintSources(db);
  const gift = readGiftQuery(query);
  const understood = await from.understand(restOf(query, gift));
  const said = understoodAnswer(gift, understood.understood);
  // «подарок сыну на день рождения»: nothing to match, yet a gift asked; the popular goods (that fit).
  if (giftNarrows(gift.filters) || (gift.parts.length > 0 && !understood.understood)) {
    // Age and budget: the in-process index knows neither, so such a query (rarer than typed names) is answered
    // in SQL: the matches, or without words the most popular goods, that fit (docs/adr/0071-gift-queries.md).
    const [hints, found] = await Promise.all([
      understood.understood ? from.hints(understood.hintBase) : Promise.resolve([]),
      bestProducts(db, understood, HINT_PRODUCTS, gift.filters),
    ]);
    return { hints, products: found, corrected: gift.plain ? understood.corrected : null, understood: said };
  }
  if (!understood.understood) return { hints: [], products: [], corrected: null, understood: said };
  const [hints, found] = await Promise.all([
    from.hints(understood.hintBase),
    from.topProducts(understood, HINT_PRODUCTS),
  ]);
  // All words together match nothing: goods with some of them. (No similar-names scan per keystroke: the
  // vocabulary is made of the names' words, so the typo correction has already tried that; the results
  // page still does it.)
  const products =
    !found.length && canRelax(understood) ? await from.topProducts(anyWord(understood), HINT_PRODUCTS) : found;
  return { hints, products, corrected: gift.plain ? understood.corrected : null, understood: said };
}

/** The /search/{query} results page (and a listing's search), at today's prices. */
export async function searchProducts(
  db: DbOrTx,
  query: string,
  opts: { page: number; perPage: number; sort?: SearchSort; listing?: SearchListing },
): Promise<SearchResults> {
  const results = await findSearchResults(db, query, opts);
  return { ...results, products: await cardsAtTodaysPrices(db, results.products) };
}

async function findSearchResults(
  db: DbOrTx,
  query: string,
  opts: { page: number; perPage: number; sort?: SearchSort; listing?: SearchListing },
): Promise<SearchResults> {
  const perPage = clampInt(opts.perPage, 1, 100, 24);
  const page = clampInt(opts.page, 1, 10_000, 1);
  const gift = readGiftQuery(query);
  const filters: GiftFilters = gift.filters;
  const understood = await understandQuery(db, restOf(query, gift));
  const corrected = gift.plain ? understood.corrected : null;
  const pageOpts = {
    limit: perPage,
    offset: (page - 1) * perPage,
    sort: opts.sort ?? 'relevance',
    filters,
    listing: opts.listing,
    price: await shownPriceSql(db, { id: sql`p.id`, price: sql`p.price` }),
  };
  if (!understood.understood) {
    if (giftNarrows(filters) || gift.parts.length > 0) {
      const found = await pageOfProducts(db, understood, pageOpts);
      if (page === 1) recordSearch(query, found.total);
      return { ...found, corrected, suggestions: [], gift };
    }
    return { products: [], total: 0, corrected: null, suggestions: await findSuggestions(db, []), gift };
  }
  let found: FoundProducts = await pageOfProducts(db, understood, pageOpts);
  let suggestions: string[] = [];
  if (found.total === 0) {
    // Goods matching some of the words, else names like an unknown word; and the nearest phrases.
    const relax = canRelax(understood);
    const similar = () =>
      understood.unknown.length ? similarProducts(db, understood, pageOpts) : Promise.resolve(found);
    [found, suggestions] = await Promise.all([
      relax ? pageOfProducts(db, anyWord(understood), pageOpts) : similar(),
      findSuggestions(db, [understood.understood, understood.typed]),
    ]);
    if (found.total === 0 && relax) found = await similar();
  }
  if (page === 1) recordSearch(query, found.total);
  return { products: found.products, total: found.total, prices: found.prices, corrected, suggestions, gift };
}

function clampInt(value: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value))) : fallback;
}
