// Service tables: mailing list, rate-limit counters, outgoing email, page feedback.
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const subscribers = pgTable('subscribers', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters for rate limits when no Redis is configured. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Outgoing email when no SMTP_URL is set (and a record of what was sent otherwise). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** "What can be improved on this page?" submissions, with the page they were sent from. */
export const pageFeedback = pgTable('page_feedback', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  text: text('text').notNull(),
  email: text('email'),
  clientAddress: text('client_address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
