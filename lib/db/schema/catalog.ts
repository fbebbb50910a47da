// Catalogue tables: categories, products and their search vocabulary, votes.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, bytea, createdAt, serialId, tsvector, updatedAt } from './columns';

export const categories = pgTable(
  'categories',
  {
    id: serialId(),
    /** Public slug with a leading slash, e.g. `/kukly`; the header links `/category{alias}`. */
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    /** Public URL of the image (png, jpg or svg). */
    image: text('image').notNull(),
    parentId: integer('parent_id'),
    sort: integer('sort').notNull().default(0),
    description: text('description').notNull().default(''),
    seoText: text('seo_text').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_alias_idx').on(t.alias)],
);

/** Characteristics shown on the product page, in display order. */
export type ProductSpec = { name: string; value: string };

export const products = pgTable(
  'products',
  {
    id: serialId(),
    /** `/{slug}.html` — the key `POST /api/product {alias}` looks up. */
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Whole roubles. */
    price: integer('price').notNull(),
    /** Whole roubles; set only when discounted (greater than price). */
    oldPrice: integer('old_price'),
    brand: text('brand').notNull().default(''),
    /** Recommended age from, in years (0 = from birth). */
    ageFrom: integer('age_from').notNull().default(0),
    article: text('article').notNull(),
    stock: integer('stock').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    isHit: boolean('is_hit').notNull().default(false),
    isSpecial: boolean('is_special').notNull().default(false),
    /** Public image URLs, the first is the cover. */
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    specs: jsonb('specs')
      .$type<ProductSpec[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Main category (breadcrumbs); the full set is in product_categories. */
    categoryId: integer('category_id').notNull(),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    views: integer('views').notNull().default(0),
    ordersCount: integer('orders_count').notNull().default(0),
    /** Text the search indexes: name, brand, category names, article. */
    searchText: text('search_text').notNull().default(''),
    searchDoc: tsvector('search_doc').generatedAlwaysAs(
      sql`setweight(to_tsvector('russian', coalesce("name", '')), 'A') || setweight(to_tsvector('russian', coalesce("search_text", '')), 'B')`,
    ),
    /** False: hidden — out of every storefront list, its page a 404 (the back office's `hidden`). */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_alias_idx').on(t.alias),
    uniqueIndex('products_article_idx').on(t.article),
    index('products_category_idx').on(t.categoryId),
    index('products_created_idx').on(t.createdAt),
    index('products_popularity_idx').on(t.ordersCount, t.views),
    index('products_search_doc_idx').using('gin', t.searchDoc),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // The last guard against overselling: no write, whatever its path, takes stock below zero.
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: belongsTo('product_id', () => products.id),
    categoryId: belongsTo('category_id', () => categories.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_cat_idx').on(t.categoryId)],
);

/**
 * Words of the catalogue (names, brands, categories) with how often they occur.
 * Search hints complete from it, and misspelt or mistyped query words are corrected against it.
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    word: text('word').primaryKey(),
    freq: integer('freq').notNull().default(1),
  },
  (t) => [index('search_lexicon_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/** Phrases offered as search completions (product names, categories, brands). */
export const searchPhrases = pgTable(
  'search_phrases',
  {
    phrase: text('phrase').primaryKey(),
    weight: integer('weight').notNull().default(1),
  },
  (t) => [index('search_phrases_trgm_idx').using('gin', sql`${t.phrase} gin_trgm_ops`)],
);

/**
 * Other names shoppers search a brand by (`Barbie` → `Барби`, `LOL Surprise` → `ЛОЛ Сюрприз`): the search service
 * adds them to the search text of the brand's products. `term` is the brand, lower-cased.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  term: text('term').primaryKey(),
  synonyms: text('synonyms').notNull(),
});

/** One vote per shopper (user or guest) per product; a repeat vote replaces the earlier one. */
export const votes = pgTable(
  'votes',
  {
    productId: belongsTo('product_id', () => products.id),
    voterKey: text('voter_key').notNull(),
    rating: integer('rating').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.voterKey] })],
);

/**
 * Pictures staff upload (product photos, category images), stored once in the database so every instance serves
 * them; `/media/u/{key}` serves the original and Next's image optimiser makes each size the storefront asks for.
 */
export const mediaUploads = pgTable('media_uploads', {
  /** Content hash with the file's extension, e.g. `3f9a…c1.webp`: the same bytes uploaded twice are stored once. */
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: createdAt(),
});
