/**
 * The cache policy: every cached thing of the shop, how long each copy lives, and the tags that invalidate it.
 *
 * This is the one place a lifetime or a Cache-Control value is written. Route handlers declare `cache: name`
 * (lib/server/http/endpoint.ts sends `cacheControl(name)`), per-process memos take `memoPolicy(name)`, the
 * response cache in front of Next tags what it keeps with `tagsForPath` (./paths.ts), and `invalidate(tags)`
 * (lib/server/cache/invalidate.ts) finds here which pages a tag reaches. ISR pages must export `revalidate` as a
 * literal Next reads statically; policy.test.ts holds each literal equal to `isrRevalidate(name)`.
 *
 * Lifetimes are in seconds. Tags name what a change touches: invalidating a tag drops every copy that carries it.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const YEAR = 365 * 24 * HOUR;

/** Tags shared by many copies. */
export const TAG = {
  /** Everything showing products, prices, stock or categories: a catalogue import invalidates this one. */
  catalog: 'catalog',
  home: 'home',
  /** Listing pages (all goods, a category, a named list) with their filters and pages. */
  listings: 'listings',
  /** The named product lists (popular, new, sale, hit): home shelves and their APIs. */
  lists: 'lists',
  categories: 'categories',
  search: 'search',
  sitemap: 'sitemap',
  /** The Yandex Market YML feed. */
  feed: 'feed',
  reviews: 'reviews',
  /** Published product reviews and questions (their APIs; each product's page goes by its own `product:` tag). */
  productFeedback: 'product-feedback',
  delivery: 'delivery',
  /** The product of the day's price, shown wherever that product is (the home page's block, its page, cards in
   *  listings, lists and hints): a back-office choice and every Moscow midnight drop it
   * (docs/adr/0069-offer-page-cache.md and docs/adr/0077-day-price-everywhere.md). */
  offer: 'offer',
} as const;

const PRODUCT_TAG = 'product:';
const CATEGORY_TAG = 'category:';

/** One product's copies (its page), by the slug its URL carries: that is all a cached URL knows of it. */
export const productTag = (slug: string) => `${PRODUCT_TAG}${slug}`;

/** One category's listings, by the slug or the number its URL carries (`/category/kukly`, `/category/12`). */
export const categoryTag = (slugOrId: string | number) => `${CATEGORY_TAG}${slugOrId}`;

/** The product slug a `product:` tag names, else null. */
export const productSlugOfTag = (tag: string) => (tag.startsWith(PRODUCT_TAG) ? tag.slice(PRODUCT_TAG.length) : null);

export const isCategoryTag = (tag: string) => tag.startsWith(CATEGORY_TAG);

/** Both tags of a category, since either of its addresses may have been cached. */
export const categoryTags = (category: { id: number; alias: string }) => [
  categoryTag(category.id),
  categoryTag(category.alias.replace(/^\//, '')),
];

/** What a response tells browsers and shared caches (the response cache, a CDN). */
interface HttpLifetime {
  /** Browsers keep it this long. */
  maxAge: number;
  /** Shared caches keep it this long (absent: browsers only). The response cache keeps only what has this. */
  sMaxAge?: number;
  staleWhileRevalidate?: number;
  /** The URL always means these bytes (its name carries a version or a content key). */
  immutable?: true;
}

interface CachedThing {
  /** What it is. */
  what: string;
  /** The Cache-Control it is sent with: a lifetime, or 'no-store' for personal and always-fresh answers. Absent:
   *  Next.js sets the header itself (ISR pages from `revalidate`, build assets). */
  http?: HttpLifetime | 'no-store';
  /** ISR: Next.js renders the page again this long after the last render; its route, for revalidatePath. The route
   *  is the page's folder under app/ with its route group: Next derives a page's cache tags from the file path. */
  isr?: { revalidate: number; route: string };
  /** The database read behind it is memoised per process this long (lib/server/memo.ts). */
  memo?: number;
  /** Invalidating any of these drops it. */
  tags: readonly string[];
}

export const CACHE_POLICY = {
  homePage: {
    what: 'The home page `/` (categories, the named lists, the product of the day: dropped at Moscow midnight too)',
    isr: { revalidate: 5 * MINUTE, route: '/(internal)/home/[onDemand]' },
    tags: [TAG.catalog, TAG.home, TAG.lists, TAG.categories, TAG.offer],
  },
  listingPage: {
    what: 'Listing pages: /category, /category/{slug|id}, /new, /popular, /sale, /special with filters and pages (a card of the product of the day at its day price)',
    isr: { revalidate: 5 * MINUTE, route: '/(internal)/listing/[scope]/[query]' },
    tags: [TAG.catalog, TAG.listings, TAG.offer],
  },
  productPage: {
    what: 'A product page /product/{slug} (stock shown may lag this long: the cart checks the real stock; the product of the day and related cards at the day price)',
    isr: { revalidate: 5 * MINUTE, route: '/(shop)/product/[slug]' },
    tags: [TAG.catalog, TAG.offer],
  },
  productLists: {
    what: 'The named product lists: GET /api/popular, /api/new, /api/sale, /api/hit and the home shelves',
    http: { maxAge: MINUTE, sMaxAge: MINUTE, staleWhileRevalidate: 5 * MINUTE },
    memo: MINUTE,
    tags: [TAG.catalog, TAG.lists, TAG.offer],
  },
  categories: {
    what: 'The top-level categories: GET /api/main/cat (asked at every page start) and the home slider',
    http: { maxAge: MINUTE, sMaxAge: MINUTE },
    memo: MINUTE,
    tags: [TAG.catalog, TAG.categories],
  },
  listingBrands: {
    what: "The brands a listing filter may name (proxy.ts drops the others before the page's cache key is made)",
    memo: MINUTE,
    tags: [TAG.catalog],
  },
  searchHints: {
    what: 'Search hints per normalised query: GET /api/search/hints-and-products (prefixes repeat while typing)',
    http: { maxAge: MINUTE, sMaxAge: MINUTE },
    memo: MINUTE,
    tags: [TAG.catalog, TAG.search, TAG.offer],
  },
  searchPopular: {
    what: 'Popular queries for the empty search box: GET /api/search/popular (from search_log, the same for everyone)',
    http: { maxAge: 10 * MINUTE, sMaxAge: 10 * MINUTE },
    memo: 10 * MINUTE,
    tags: [TAG.search],
  },
  searchHintCards: {
    what: 'Product cards the search hints show, by id (lib/server/search/hint-cards.ts): popular goods recur in answers',
    memo: MINUTE,
    tags: [TAG.catalog, TAG.search],
  },
  sitemap: {
    what: 'The sitemap index /sitemap.xml and its files /sitemaps/{file}.xml',
    http: { maxAge: HOUR },
    tags: [TAG.catalog, TAG.sitemap],
  },
  ymlFeed: {
    what: 'The Yandex Market YML feed /yandex-market.yml (Last-Modified: the last catalogue change)',
    http: { maxAge: 5 * MINUTE, sMaxAge: 5 * MINUTE },
    memo: HOUR,
    tags: [TAG.catalog, TAG.feed],
  },
  reviews: {
    what: 'Published shop reviews: GET /api/reviews',
    http: { maxAge: MINUTE },
    tags: [TAG.reviews],
  },
  productFeedback: {
    what: 'Published reviews and questions of a product: GET /api/product-reviews, /api/product-questions (the first page is also in the product page)',
    http: { maxAge: MINUTE, sMaxAge: MINUTE },
    tags: [TAG.productFeedback],
  },
  deliveryPage: {
    what: '«Доставка и оплата» /delivery: the tariffs and the free-delivery threshold, as the back office sets them',
    isr: { revalidate: HOUR, route: '/(content)/delivery/[onDemand]' },
    tags: [TAG.delivery],
  },
  delivery: {
    what: 'Shipping methods and pickup points: GET /api/cart/shipping-list, /api/cart/pvz-list',
    http: { maxAge: MINUTE },
    tags: [TAG.delivery],
  },
  deliveryPromise: {
    what: "The delivery cities and a city's delivery promise: GET /api/delivery/cities, /api/delivery/promise?city= (per city, the same for every shopper)",
    http: { maxAge: MINUTE, sMaxAge: MINUTE },
    tags: [TAG.delivery],
  },
  addressSuggestions: {
    what: 'Courier address suggestions per query: GET /api/delivery/address-suggest (DaData or the city list)',
    http: { maxAge: HOUR },
    tags: [TAG.delivery],
  },
  media: {
    what: 'Generated product and category pictures /media/… (a name always means the same picture)',
    http: { maxAge: YEAR, immutable: true },
    tags: [],
  },
  buildMeta: {
    what: "One build's meta and route rules: GET /api/build/meta/{id} (fixed per build id)",
    http: { maxAge: YEAR, immutable: true },
    tags: [],
  },
  staticAssets: {
    what: 'Build assets /_next/static/… (hashed names): Next.js sends them immutable for a year, and so do their Brotli copies (lib/server/http/static-brotli.ts)',
    http: { maxAge: YEAR, immutable: true },
    tags: [],
  },
  paymentsMode: {
    what: "Whether payments are the demo's: GET /api/payments/mode (the «Демо-режим» strip; the running server's setting, the same for everyone, changed only by a restart)",
    http: { maxAge: MINUTE, sMaxAge: MINUTE },
    tags: [],
  },
  offerOfTheDay: {
    what: "Today's product of the day as the storefront shows it (todaysOffer): the cards and the product page price it; the cart and the order read it afresh. Keyed by the Moscow date",
    memo: MINUTE,
    tags: [TAG.catalog, TAG.lists, TAG.offer],
  },
  offerNow: {
    what: "Today's product of the day: GET /api/product-of-the-day, asked by a home page whose offer has ended (the first ask after Moscow midnight also drops the day-old home page)",
    http: 'no-store',
    tags: [],
  },
  analyticsConfig: {
    what: "The web-analytics settings GET /api/analytics/config (Яндекс Метрика's counter id, or none): the running server's setting, the same for everyone, changed only by a restart",
    http: { maxAge: MINUTE, sMaxAge: MINUTE },
    tags: [],
  },
  buildMarker: {
    what: 'The latest-build marker GET /api/build/latest, polled by open tabs: always fresh',
    http: 'no-store',
    tags: [],
  },
  personal: {
    what: "The shopper's own answers (cart, wishlist, account, orders, sign-in): never kept by anyone",
    http: 'no-store',
    tags: [],
  },
} as const satisfies Record<string, CachedThing>;

export type CachedThingName = keyof typeof CACHE_POLICY;
type Policy = typeof CACHE_POLICY;
type NamesWith<Field extends string> = {
  [K in CachedThingName]: Policy[K] extends Record<Field, unknown> ? K : never;
}[CachedThingName];
export type HttpCachedName = NamesWith<'http'>;
export type MemoisedName = NamesWith<'memo'>;
export type IsrPageName = NamesWith<'isr'>;

/** Personal data and anything that must never be stored. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** The Cache-Control header value of a cached thing. */
export function cacheControl(name: HttpCachedName): string {
  const http: CachedThing['http'] = CACHE_POLICY[name].http;
  if (http === 'no-store' || !http) return PRIVATE_NO_STORE;
  const directives = ['public', `max-age=${http.maxAge}`];
  if (http.sMaxAge !== undefined) directives.push(`s-maxage=${http.sMaxAge}`);
  if (http.staleWhileRevalidate !== undefined) directives.push(`stale-while-revalidate=${http.staleWhileRevalidate}`);
  if (http.immutable) directives.push('immutable');
  return directives.join(', ');
}

/** How long (ms) and under which tags a per-process memo keeps a read. */
export function memoPolicy(name: MemoisedName): { ttlMs: number; tags: readonly string[] } {
  const thing = CACHE_POLICY[name];
  return { ttlMs: thing.memo * 1000, tags: thing.tags };
}

/** The `revalidate` seconds an ISR page must export. */
export const isrRevalidate = (name: IsrPageName): number => CACHE_POLICY[name].isr.revalidate;

/** The response cache keeps a stale ISR answer (Next is regenerating it in the background) only this long. */
export const STALE_PAGE_COPY_MS = 1000;

/**
 * How much each cache tier keeps. A URL with a query (a listing's filters, sort and page; a search's words) is one
 * of an endless number of variants — 150 `?price_min=` values once added 93 MB to Redis — so the variants are
 * kept fewer and shorter than the pages everyone shares (home, products, bare listings), and each tier evicts its
 * least recently used copy first. Next's cache handler (lib/cache/redis-cache-handler.cjs) is plain CommonJS and
 * cannot import this module: it repeats these numbers as `RedisCacheHandler.bounds`, and policy.test.ts holds
 * them equal. Without Redis, Next keeps pages in memory only (next.config.mjs: no copies on disk), within its
 * default 50 MB.
 */
/**
 * A page kept by Next's page cache counts from this long before it was stored, the longest its render may take:
 * a render that read the catalogue before an invalidation and was stored after it would otherwise pass for fresh
 * until its lifetime ends. The price: for this long after an invalidation, a page is rendered again on each miss of
 * the response cache in front (which coalesces them). Both cache handlers apply it (policy.test.ts checks).
 */
export const PAGE_RENDER_ALLOWANCE_MS = 10_000;

export const CACHE_BOUNDS = {
  /** Copies of URLs with a query each tier keeps at most (CACHE_QUERY_VARIANTS overrides). */
  queryVariants: 300,
  /** The response cache keeps a variant at most this long (its `s-maxage` when shorter). */
  responseCacheVariantSeconds: 2 * MINUTE,
  /** Redis keeps a page nobody rewrote this long: a storage bound, not freshness (that is `isr.revalidate`). */
  redisPageSeconds: 7 * 24 * HOUR,
  redisVariantSeconds: HOUR,
  /** Pages Redis keeps at most, variants included (CACHE_REDIS_ENTRIES overrides). */
  redisEntries: 5000,
  /** The in-process tier of Next's shared page cache, in bytes of its serialised entries. */
  pageMemoryBytes: 64 * 1024 * 1024,
  /**
   * Optimised images (`/_next/image`) kept in memory without Redis, in bytes of their encodings (with Redis Next
   * keeps them on disk). A card picture is 10–40 KB, so this holds a few thousand.
   */
  imageMemoryBytes: 64 * 1024 * 1024,
} as const;
