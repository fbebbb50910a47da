// Listing filters live in the URL (shareable, Back works). This module turns a query string into filters and back,
// always in one canonical order, so equal filters give equal URLs and one cached page.
import { type ListingFilters, type Sort, SORTS } from '@/lib/api/listing';
import { isAgeGroup } from './age-groups';
import { routeParam } from './route-param';

export const DEFAULT_SORT: Sort = 'popular';
export const MAX_PAGE = 1000;
/** A price bound at or past this is no bound at all: nothing the shop sells costs that much. */
const MAX_PRICE = 10_000_000;
/** More brands than a shopper ticks; each one more would multiply the cached variants of a listing. */
const MAX_BRANDS = 10;

export const SORT_LABELS: Record<Sort, string> = {
  popular: 'Популярные',
  price_asc: 'Сначала дешевле',
  price_desc: 'Сначала дороже',
  new: 'Новинки',
  discount: 'По размеру скидки',
};

const wholeNumber = (value: string | null, max: number) => {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= max ? n : undefined;
};

/**
 * Price bounds are kept to two significant digits (1 234 → 1 200 as the lower bound, → 1 300 as the upper), so
 * the prices typed into the filter's free fields fall into a few hundred values instead of a million: each value is
 * a page rendered and cached. The range only widens, so nothing the shopper asked for is hidden.
 */
const priceStep = (price: number) => (price < 100 ? 10 : 10 ** (String(price).length - 2));
const roundPriceDown = (price: number) => Math.floor(price / priceStep(price)) * priceStep(price);
const roundPriceUp = (price: number) => Math.ceil(price / priceStep(price)) * priceStep(price);

/** A lower bound of 0 and an upper bound from MAX_PRICE on do not narrow anything: left out (undefined). */
function priceRange(min: number | undefined, max: number | undefined): [number | undefined, number | undefined] {
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const low = min === undefined ? undefined : Math.min(roundPriceDown(min), MAX_PRICE);
  const high = max === undefined || max >= MAX_PRICE ? undefined : Math.min(roundPriceUp(max), MAX_PRICE);
  return [low || undefined, high];
}

/** Lenient: unknown or malformed values are dropped, never an error. */
export function parseListingQuery(params: URLSearchParams): ListingFilters {
  const sort = params.get('sort');
  const [priceMin, priceMax] = priceRange(
    wholeNumber(params.get('price_min'), Number.MAX_SAFE_INTEGER),
    wholeNumber(params.get('price_max'), Number.MAX_SAFE_INTEGER),
  );
  const brands = [
    ...new Set(
      params
        .getAll('brand')
        .map((b) => b.trim())
        .filter((b) => b && b.length <= 60),
    ),
  ]
    .sort()
    .slice(0, MAX_BRANDS);
  const ages = [...new Set(params.getAll('age').filter(isAgeGroup))].sort();
  return {
    sort: SORTS.includes(sort as Sort) ? (sort as Sort) : DEFAULT_SORT,
    page: Math.min(wholeNumber(params.get('page'), MAX_PAGE) || 1, MAX_PAGE),
    price_min: priceMin,
    price_max: priceMax,
    brands,
    ages,
    in_stock: params.get('in_stock') === '1',
  };
}

/** Canonical query string (no leading '?'); defaults are left out. */
export function listingQueryString(filters: ListingFilters): string {
  const params = new URLSearchParams();
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.price_min !== undefined) params.set('price_min', String(filters.price_min));
  if (filters.price_max !== undefined) params.set('price_max', String(filters.price_max));
  for (const brand of [...filters.brands].sort()) params.append('brand', brand);
  for (const age of [...filters.ages].sort()) params.append('age', age);
  if (filters.in_stock) params.set('in_stock', '1');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/**
 * Only the brands the catalogue has, spelled as it spells them (a brand typed in another case is that brand): a
 * brand nobody sells would show an empty page under an address of its own. `known` maps lower-case → spelling.
 */
export function withKnownBrands(filters: ListingFilters, known: ReadonlyMap<string, string>): ListingFilters {
  const brands = [
    ...new Set(filters.brands.map((b) => known.get(b.toLowerCase())).filter((b): b is string => b !== undefined)),
  ].sort();
  return { ...filters, brands };
}

/** A listing's URL: its path with the canonical query. */
export const listingHref = (path: string, filters: ListingFilters) => {
  const query = listingQueryString(filters);
  return query ? `${path}?${query}` : path;
};

export const withPage = (filters: ListingFilters, page: number): ListingFilters => ({ ...filters, page });

/** Filters that narrow the set (sort and page do not). */
export const hasNarrowingFilters = (f: ListingFilters) =>
  f.price_min !== undefined || f.price_max !== undefined || f.brands.length > 0 || f.ages.length > 0 || f.in_stock;

// The internal ISR route receives the canonical query as one path segment; '-' stands for "no query".
// Next.js hands the param over decoded on a full load and still encoded on a client navigation: a query string
// always has '=' and its encoded form never has, so that tells which it is (decoding twice would break `%`, `&`).
export const EMPTY_SEGMENT = '-';
export const toQuerySegment = (query: string) => (query ? encodeURIComponent(query) : EMPTY_SEGMENT);
export const fromQuerySegment = (segment: string) =>
  segment === EMPTY_SEGMENT
    ? new URLSearchParams()
    : new URLSearchParams(segment.includes('=') ? segment : routeParam(segment));
