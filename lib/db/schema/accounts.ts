// Accounts and what shoppers leave with the shop: users, sessions, password resets, the signing key,
// wishlists, shop reviews, questions and wholesale requests.
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, serialId, updatedAt } from './columns';
// Relative: drizzle-kit reads the schema without the `@/` alias.
import { REVIEW_STATUSES } from '../../config/review-statuses';
import { products } from './catalog';

export const USER_ROLES = ['customer', 'manager', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** Roles that may enter the back office. */
export const STAFF_ROLES = ['manager', 'admin'] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: serialId(),
    /** Stored trimmed and lower-cased: the login. */
    email: text('email').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    surname: text('surname').notNull().default(''),
    name: text('name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    /** `+7 (###) ###-##-##` or empty. */
    phone: text('phone').notNull().default(''),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** A disabled account cannot sign in (staff who left); its sessions are revoked when it is disabled. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Base32 TOTP secret of a staff member's second factor; enabled once a first code was confirmed. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The 30 s step of the last code accepted: a code is good once, so one seen over a shoulder cannot follow. */
    totpLastStep: integer('totp_last_step'),
    /**
     * Set while the password is a temporary one an administrator was shown (a new member of staff, a reset): it
     * stops working then, and the back office lets the person do nothing but change it. Null: their own password.
     */
    temporaryPasswordExpiresAt: timestamp('temporary_password_expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email), index('users_phone_idx').on(t.phone)],
);

/**
 * One row per issued token (its `jti`). A token is honoured only while its row exists, is not revoked and
 * has not expired: logout revokes one row, a password change all rows of the user.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Last request seen on this session: staff sessions end after a long idle spell. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When this session passed the staff second factor (TOTP or a recovery code); null: not passed. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time password reset links; only a SHA-256 of the token is kept, so a leaked table opens nothing. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Generated signing keys, for PostgreSQL deployments without AUTH_SECRET (every instance reads the same one). */
export const authKeys = pgTable('auth_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/** Wishlist lines, keyed by shopper like votes: `u:{userId}` or `g:{guestId}`. */
export const favorites = pgTable(
  'favorites',
  {
    shopperKey: text('shopper_key').notNull(),
    productId: belongsTo('product_id', () => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shopperKey, t.productId] })],
);

/** Reviews of the shop on /feedback; shown once a moderator publishes them. */
export const shopReviews = pgTable(
  'shop_reviews',
  {
    id: serialId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    /** The shop's public reply. */
    answer: text('answer'),
    /** Sample reviews of the demo shop (SEED_DEMO), so they can be told apart and seeded once. */
    isDemo: boolean('is_demo').notNull().default(false),
    clientAddress: text('client_address'),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('shop_reviews_published_idx').on(t.status, t.publishedAt)],
);

/** Questions to the shop from /feedback ("Помощь"). */
export const shopQuestions = pgTable('shop_questions', {
  id: serialId(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  text: text('text').notNull(),
  clientAddress: text('client_address'),
  createdAt: createdAt(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  /** The shop's answer, sent to the asker by email from the back office. */
  answer: text('answer'),
});

/** Requests from /wholesale. */
export const wholesaleRequests = pgTable('wholesale_requests', {
  id: serialId(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  company: text('company').notNull(),
  inn: text('inn').notNull().default(''),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  city: text('city').notNull().default(''),
  comment: text('comment').notNull().default(''),
  clientAddress: text('client_address'),
  createdAt: createdAt(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  answer: text('answer'),
});
