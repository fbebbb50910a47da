// Every request and response shape of the shop API (spec §7 + PRODUCT.md), shared by route handlers and the client.
// Field names follow the spec's contract exactly (snake_case where it says so).

export type ApiFailure = { success: false; error: string; errors?: Record<string, string> };
export type ApiSuccess<T extends object = object> = { success: true } & T;

export type Category = {
  id: number;
  /** `/kukly`; the storefront links `/category{alias}`. */
  alias: string;
  name: string;
  image: string;
};

export type ProductCard = {
  id: number;
  /** `/{slug}.html` */
  alias: string;
  name: string;
  /** Whole roubles. */
  price: number;
  /** Whole roubles, present only when discounted. */
  old_price: number | null;
  image: string;
  brand: string;
  /** Average of votes, 0 when none. */
  rating: number;
  votes: number;
  in_stock: boolean;
  is_new: boolean;
  is_hit: boolean;
};

export type ProductSpecRow = { name: string; value: string };

export type ProductDetail = ProductCard & {
  description: string;
  images: string[];
  article: string;
  age_from: number;
  stock: number;
  specs: ProductSpecRow[];
  category: Category;
  related: ProductCard[];
};

// GET /api/user-info
export type UserInfoResponse = { is_guest: 0 | 1; cart_count: number; city_phone: string };
// GET /api/main/cat
export type MainCatResponse = { cats: Category[] };
// GET /api/popular, /api/new, /api/sale, /api/hit
export type ProductListResponse = { products: ProductCard[] };
// POST /api/product
export type ProductRequest = { alias: string };
export type ProductResponse = ApiSuccess<{ product: ProductDetail }>;
// GET /api/search/hints-and-products?query=
export type SearchHintsResponse = {
  hints: string[];
  products: ProductCard[];
  /** The query as understood after layout/transliteration/typo correction, when it differs. */
  corrected: string | null;
};
// POST /api/vote
export type VoteRequest = { pid: number; rating: number };
export type VoteResponse = ApiSuccess<{ rating: number; votes: number }>;
// POST /api/subscribe
export type SubscribeRequest = { email: string };
export type SubscribeResponse = ApiSuccess;
// GET /api/health
export type HealthResponse = { ok: boolean; database: 'pglite' | 'postgres' };

/** Listing sort orders (PRODUCT.md §3). */
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

// POST /api/improve
export type ImproveRequest = { url_current: string; text: string; email?: string };
export type ImproveResponse = ApiSuccess;
export * from './accounts-types';
export * from './cart-types';
