// Product reviews and questions: shoppers write them on the product page, staff publish or reject them in the
// back office (with the shop's public reply or answer), and only published ones are shown.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// Relative: drizzle-kit reads the schema without the `@/` alias.
import { REVIEW_STATUSES } from '../../config/review-statuses';
import { users } from './accounts';
import { products } from './catalog';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One review per signed-in shopper per product (the unique index answers a second one with 409). Editable by its
 * author until published; `author_name` is what the page shows, taken from the account when written.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    pros: text('pros').notNull().default(''),
    cons: text('cons').notNull().default(''),
    /** Public URLs of the photos (`/media/u/{key}`, lib/server/media/uploads.ts), in the order sent; at most 5. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    /** The shop's public reply, shown under the review. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** «Полезно» marks (product_review_votes), kept here so the «helpful» sort reads one column. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('product_reviews_product_user_idx').on(t.productId, t.userId),
    index('product_reviews_published_idx')
      .on(t.productId, t.createdAt)
      .where(sql`${t.status} = 'published'`),
    index('product_reviews_status_idx').on(t.status, t.createdAt),
    check('product_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('product_reviews_helpful_nonnegative', sql`${t.helpfulCount} >= 0`),
  ],
);

/** «Полезно»: one mark per signed-in shopper per review. */
export const productReviewVotes = pgTable(
  'product_review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('product_review_votes_user_idx').on(t.userId)],
);

/** Questions about a product, from signed-in shoppers and guests alike; shown with the shop's answer once published. */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('product_questions_published_idx')
      .on(t.productId, t.createdAt)
      .where(sql`${t.status} = 'published'`),
    index('product_questions_status_idx').on(t.status, t.createdAt),
  ],
);
