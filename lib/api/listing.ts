// The category listing's query (sort, page, filters) and its page of results. No zod here on purpose: the browser
// imports these constants, and the listing's URL parameters are read leniently (lib/catalog/listing-query.ts).
import type { ProductCard } from './catalog';

/** Listing sort orders. */
export const SORTS = ['popular', 'price_asc', 'price_desc', 'new', 'discount'] as const;
export type Sort = (typeof SORTS)[number];

export type ListingFilters = {
  sort: Sort;
  page: number;
  price_min?: number;
  price_max?: number;
  brands: string[];
  /** Recommended-age bucket ids, see lib/catalog/age-groups.ts */
  ages: string[];
  in_stock: boolean;
};

export type ListingPage = {
  products: ProductCard[];
  total: number;
  page: number;
  pages: number;
  /** Facets for the filter panel, computed over the scope before filters. */
  facets: { brands: { name: string; count: number }[]; price_min: number; price_max: number };
};

export const PER_PAGE = 24;
