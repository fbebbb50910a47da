// The bonus points ledger (docs/adr/0058-bonus-ledger.md): entries are only ever inserted — a balance is never stored,
// it is the sum of what the entries and their allocations say at a given moment.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, serialId } from './columns';
import { users } from './accounts';
import { refunds } from './back-office';
import { orders } from './orders';

/** What an entry is; credits have points > 0, debits < 0 (lib/server/bonuses/ledger.ts). */
export const BONUS_KINDS = [
  'purchase',
  'review',
  'birthday',
  'manual_credit',
  'spend_return',
  'purchase_restore',
  'spend',
  'purchase_reversal',
  'review_reversal',
  'return_reversal',
  'expire',
  'manual_debit',
] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

export const bonusEntries = pgTable(
  'bonus_entries',
  {
    id: serialId(),
    customerId: belongsTo('customer_id', () => users.id),
    kind: text('kind').$type<BonusKind>().notNull(),
    points: integer('points').notNull(),
    /** A credit counts from here (purchase points: after the return window); a debit: when it was taken. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    /** Credits only: what is left of it is gone from here (the FIFO order of spending). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The review a review credit or its reversal is for (the reviews table belongs to its own domain). */
    reviewId: integer('review_id'),
    /**
     * The refund whose settlement wrote this entry (points given back or taken back for a return), so a refund the
     * provider refuses undoes exactly what it did (docs/adr/0080-review-and-refund-points.md).
     */
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    /** The year of the birthday a birthday gift is for. */
    year: integer('year'),
    /**
     * The entry this one is about: spend_return — the credit the spent points came from; purchase_reversal — the
     * purchase credit; return_reversal / purchase_restore — the entry a refused refund undoes; a review's credits
     * and reversals — the previous entry of that review's chain (null for its first credit).
     */
    sourceId: integer('source_id').references((): AnyPgColumn => bonusEntries.id),
    /** Manual entries: the staff member's reason, shown to the customer. */
    note: text('note'),
    staffId: integer('staff_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bonus_entries_customer_idx').on(t.customerId, t.expiresAt),
    index('bonus_entries_order_idx').on(t.orderId),
    check('bonus_entries_points_nonzero', sql`${t.points} <> 0`),
    check(
      'bonus_entries_sign',
      sql`(${t.kind} in ('purchase','review','birthday','manual_credit','spend_return','purchase_restore') and ${t.points} > 0 and ${t.expiresAt} is not null) or (${t.kind} in ('spend','purchase_reversal','review_reversal','return_reversal','expire','manual_debit') and ${t.points} < 0)`,
    ),
    // Idempotency of the automatic credits and of an order's spending: one each. A review's points are a chain —
    // credit, reversal when it is taken off the site, credit when it is published again… — each entry naming the
    // one before it, so two writers that saw the same chain cannot both add to it
    // (docs/adr/0080-review-and-refund-points.md).
    uniqueIndex('bonus_entries_review_first')
      .on(t.reviewId)
      .where(sql`${t.kind} = 'review' and ${t.sourceId} is null`),
    uniqueIndex('bonus_entries_review_next')
      .on(t.sourceId)
      .where(sql`${t.kind} in ('review','review_reversal')`),
    // A refund settles each credit once, and a refused refund undoes each entry once. (A cancellation is a move
    // the order makes once, under its row lock.)
    uniqueIndex('bonus_entries_refund_once')
      .on(t.refundId, t.kind, t.sourceId)
      .where(sql`${t.refundId} is not null`),
    uniqueIndex('bonus_entries_birthday_once')
      .on(t.customerId, t.year)
      .where(sql`${t.kind} = 'birthday'`),
    uniqueIndex('bonus_entries_purchase_once')
      .on(t.orderId)
      .where(sql`${t.kind} = 'purchase'`),
    uniqueIndex('bonus_entries_spend_once')
      .on(t.orderId)
      .where(sql`${t.kind} = 'spend'`),
  ],
);

/** Which credits each debit consumed (FIFO by expiry), so what is left of a credit is known. */
export const bonusAllocations = pgTable(
  'bonus_allocations',
  {
    debitId: belongsTo('debit_id', () => bonusEntries.id),
    creditId: belongsTo('credit_id', () => bonusEntries.id),
    points: integer('points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.debitId, t.creditId] }),
    index('bonus_allocations_credit_idx').on(t.creditId),
    check('bonus_allocations_positive', sql`${t.points} > 0`),
  ],
);

/** A customer's birth date for the birthday gift; setAt restarts the 30-day wait on every change. */
export const customerBirthdays = pgTable('customer_birthdays', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull(),
});
