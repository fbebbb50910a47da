// Public URLs of catalogue things, in one place.

/** `/{slug}.html` → `/product/{slug}` */
export const productPath = (alias: string) => `/product/${alias.replace(/^\//, '').replace(/\.html$/, '')}`;

/** `/product/{slug}` param → `/{slug}.html` alias. */
export const productAlias = (slug: string) => `/${slug}.html`;

/** `/kukly` → `/category/kukly` (the header links `/category{alias}`). */
export const categoryPath = (alias: string) => `/category${alias}`;

export const searchPath = (query: string) => `/search/${encodeURIComponent(query.trim())}`;

/** The validity check of product routes (docs/PRODUCT.md#routing-rules): a lowercase Latin slug. */
export const isValidProductSlug = (slug: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 200;
