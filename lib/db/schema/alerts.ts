// Shoppers' alerts about goods: «Сообщить о поступлении» on a sold-out product (any email, no account needed) and
// the price drops of the wishlist (an account's setting). An alert row lives until its one letter is written: the
// background job (lib/server/alerts/alert-job.ts) deletes it in the transaction that puts the letter in the outbox;
// a stock alert still waiting after a year is pruned (lib/server/maintenance/prune.ts). An alert writes only once
// confirmed (`confirmedAt`): a guest's stock alert waits for the link of a confirmation letter, so a stranger's
// address cannot be signed up (docs/SECURITY.md#letters-to-anyone).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, serialId } from './columns';
// Relative: drizzle-kit reads the schema without the `@/` alias.
import { users } from './accounts';
import { products } from './catalog';

export const productAlerts = pgTable(
  'product_alerts',
  {
    id: serialId(),
    /** `stock`: tell when it is back in stock; `price`: tell when it costs less than `priceAt`. */
    kind: text('kind', { enum: ['stock', 'price'] }).notNull(),
    productId: belongsTo('product_id', () => products.id),
    /** Where the letter goes: the address given in the form (stock); for price alerts the account's, kept in step. */
    email: text('email').notNull(),
    /** The account of a price alert (its wishlist and its current email are read when the letter is written). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Whole roubles: the price when the alert was made (price alerts). */
    priceAt: integer('price_at'),
    createdAt: createdAt(),
    /** When the address owner confirmed it (or the account made it); null: waiting for the confirmation link. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the last confirmation letter was written: a repeated sign-up sends no new one before a pause. */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
  },
  (t) => [
    // A repeated «Сообщить о поступлении» finds the waiting alert instead of making a second one.
    uniqueIndex('product_alerts_stock_idx')
      .on(t.productId, t.email)
      .where(sql`${t.kind} = 'stock'`),
    uniqueIndex('product_alerts_price_idx')
      .on(t.productId, t.userId)
      .where(sql`${t.kind} = 'price'`),
    index('product_alerts_email_idx').on(t.email),
    check(
      'product_alerts_price_fields',
      sql`${t.kind} = 'stock' or (${t.userId} is not null and ${t.priceAt} is not null)`,
    ),
  ],
);

/** Accounts that asked to hear of price drops of their wishlist (the switch on /wishlist). */
export const priceWatchers = pgTable('price_watchers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  /** Null while an account whose address unsubscribed waits for the confirmation link; alerts only when set. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

/**
 * Addresses that used a letter's «Отписаться»: an alert confirmed before that moment never writes to them, and a
 * new one (even a signed-in shopper's own) needs the confirmation link again.
 */
export const alertUnsubscribes = pgTable('alert_unsubscribes', {
  email: text('email').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
