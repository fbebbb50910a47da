// Promotions beyond promo codes: the product of the day.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from './columns';
import { products } from './catalog';

/**
 * The product of the day, as the back office chose it for a Moscow calendar date. A date without a row gets an
 * automatic pick (lib/server/promotions/product-of-the-day.ts), which is computed, never stored.
 */
export const productOfTheDay = pgTable(
  'product_of_the_day',
  {
    /** The Moscow calendar date (YYYY-MM-DD) the offer runs from 00:00 to 24:00 Moscow time. */
    day: date('day', { mode: 'string' }).primaryKey(),
    productId: belongsTo('product_id', () => products.id),
    /** The offer's own discount off the product's price that day, whole percent. */
    discountPercent: integer('discount_percent').notNull(),
    /** The staff member who chose it (the audit log has the whole story). */
    chosenBy: integer('chosen_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('product_of_the_day_percent', sql`${t.discountPercent} between 1 and 90`),
    index('product_of_the_day_product_idx').on(t.productId),
  ],
);
