// Service tables: mailing list, rate-limit counters, outgoing email, page feedback.
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, serialId, updatedAt } from './columns';

export const subscribers = pgTable('subscribers', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limits when no Redis is configured. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Outgoing email, durable: a letter is written here (in the transaction of what caused it) and sent from here, so a
 * failed send or a restart loses nothing. Unsent letters are retried with backoff until `failedAt` gives up.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serialId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Send attempts made so far, when the next may be made, and why the last one failed. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Set when retries are exhausted: shown to staff on the dashboard. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
);

/** "What can be improved on this page?" submissions, with the page they were sent from. */
export const pageFeedback = pgTable('page_feedback', {
  id: serialId(),
  url: text('url').notNull(),
  text: text('text').notNull(),
  email: text('email'),
  clientAddress: text('client_address'),
  createdAt: createdAt(),
  /** Marked handled by staff in the back office inbox. */
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  /** The shop's reply, sent by email when the sender left an address. */
  answer: text('answer'),
});

/** Shop-wide settings the back office edits (e.g. the free-delivery threshold); one JSON value per key. */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
