// What the back office keeps: the audit log of staff actions, each order's status history, refunds, and staff
// second-factor recovery codes.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, serialId } from './columns';
import { users } from './accounts';
import { orders, payments } from './orders';

/**
 * Every change made by staff: who, when, what, before → after. Rows are only ever inserted (no code updates or
 * deletes them), so the log can be trusted as a record.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    /** Null for the shop itself (automatic cancellation, payment provider). */
    actorId: integer('actor_id'),
    /** Kept as text: the log must still read right after the staff account is renamed or removed. */
    actorEmail: text('actor_email').notNull(),
    /** Dotted verb, e.g. `order.status`, `promo.create`, `staff.role`. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    clientAddress: text('client_address'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/** Each status an order has been in, with who moved it there (null: the shop or the payment provider). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serialId(),
    orderId: belongsTo('order_id', () => orders.id),
    status: text('status').notNull(),
    byUserId: integer('by_user_id'),
    /** Readable author: a staff email, «Платёжная система» or «Магазин». */
    by: text('by').notNull(),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);

/** Money returned through the payment provider: a cancellation refund, a return of some lines, a double payment. */
export const refunds = pgTable(
  'refunds',
  {
    id: serialId(),
    orderId: belongsTo('order_id', () => orders.id),
    paymentId: integer('payment_id').references(() => payments.id),
    provider: text('provider').notNull(),
    externalId: text('external_id'),
    amount: integer('amount').notNull(),
    /** `[{order_item_id, num}]` for a return of some lines; null for the whole order. */
    lines: jsonb('lines').$type<{ order_item_id: number; num: number }[] | null>(),
    status: text('status').$type<'pending' | 'succeeded' | 'canceled'>().notNull(),
    reason: text('reason').notNull(),
    byUserId: integer('by_user_id'),
    createdAt: createdAt(),
    /**
     * The provider's Idempotence-Key of this refund, made once with the row: every request about it (the first, a
     * staff retry, the background job) sends the same key, so a refund whose answer was lost is never made twice.
     */
    idempotenceKey: text('idempotence_key')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    /** When the shop last asked the provider about this refund (null: not yet); the background job goes by it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [index('refunds_order_idx').on(t.orderId)],
);

/** One-time recovery codes of a staff member's second factor; only a SHA-256 of each code is kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);
