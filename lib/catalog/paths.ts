// Public URLs of catalogue things, in one place.

/** A product's or category's slug: Latin lower-case letters, digits and single hyphens (`kukla-anna-30-sm`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `/{slug}.html` → `{slug}` */
export const slugOfAlias = (alias: string) => alias.replace(/^\//, '').replace(/\.html$/, '');

/** `/{slug}.html` → `/product/{slug}` */
export const productPath = (alias: string) => `/product/${slugOfAlias(alias)}`;

/** `/product/{slug}` param → `/{slug}.html` alias. */
export const productAlias = (slug: string) => `/${slug}.html`;

/** `/kukly` → `/category/kukly` (the header links `/category{alias}`). */
export const categoryPath = (alias: string) => `/category${alias}`;

export const searchPath = (query: string) => `/search/${encodeURIComponent(query.trim())}`;

/** The validity check of product routes (docs/PRODUCT.md#routing-rules): a lowercase Latin slug. */
export const isValidProductSlug = (slug: string) => SLUG_PATTERN.test(slug) && slug.length <= 200;
