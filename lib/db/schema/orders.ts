// Cart, delivery reference data, promo codes, orders and payments.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, serialId, updatedAt } from './columns';
import type { OrderStatus, PaymentStatus } from '@/lib/config/order-statuses';
import { products } from './catalog';

/** Cart lines, keyed by the shopper's key (`u:{userId}` or `g:{guestId}`, see lib/server/identity/shopper.ts). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serialId(),
    ownerKey: text('owner_key').notNull(),
    productId: belongsTo('product_id', () => products.id),
    num: integer('num').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cart_items_owner_product_idx').on(t.ownerKey, t.productId)],
);

/** Per-cart settings that live on the server: the applied promo code. */
export const carts = pgTable('carts', {
  ownerKey: text('owner_key').primaryKey(),
  promoCode: text('promo_code'),
  updatedAt: updatedAt(),
});

export const deliveryServices = pgTable('delivery_services', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const shippingMethods = pgTable('shipping_methods', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  needsAddress: boolean('needs_address').notNull(),
  needsPickupPoint: boolean('needs_pickup_point').notNull(),
  cashOnDelivery: boolean('cash_on_delivery').notNull(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const deliveryZones = pgTable('delivery_zones', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Postcode prefixes of a zone; the longest matching prefix decides. */
export const deliveryZonePrefixes = pgTable('delivery_zone_prefixes', {
  prefix: text('prefix').primaryKey(),
  zoneId: belongsTo('zone_id', () => deliveryZones.id),
});

/** Price per service × method × zone. The free-delivery threshold is shop-wide (shop_settings). */
export const deliveryTariffs = pgTable(
  'delivery_tariffs',
  {
    id: serialId(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => deliveryServices.id),
    methodId: integer('method_id')
      .notNull()
      .references(() => shippingMethods.id),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => deliveryZones.id),
    price: integer('price').notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
  },
  (t) => [uniqueIndex('delivery_tariffs_key_idx').on(t.serviceId, t.methodId, t.zoneId)],
);

export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: text('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => deliveryServices.id),
    city: text('city').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    hours: text('hours').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('pickup_points_city_idx').on(t.city, t.serviceId)],
);

export const promoCodes = pgTable('promo_codes', {
  id: serialId(),
  /** Stored upper-case; shoppers' input is upper-cased before lookup. */
  code: text('code').notNull().unique(),
  kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
  /** Percent (1–100) or roubles. */
  value: integer('value').notNull(),
  minOrder: integer('min_order').notNull().default(0),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
  /** Null: unlimited. */
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** Readable order numbers «К-250001», «К-250002», … */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 250001 });

export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    number: text('number')
      .notNull()
      .unique()
      .default(sql`'К-' || nextval('order_number_seq')`),
    /** The shopper's key at placement (`u:…` / `g:…`); userId and guestId say who may see it. */
    ownerKey: text('owner_key').notNull(),
    userId: integer('user_id'),
    guestId: text('guest_id'),
    status: text('status').$type<OrderStatus>().notNull(),
    shippingId: integer('shipping_id').notNull(),
    shippingName: text('shipping_name').notNull(),
    deliveryServiceId: integer('delivery_service_id'),
    deliveryServiceName: text('delivery_service_name'),
    pickupPointId: text('pickup_point_id'),
    pickupPointAddress: text('pickup_point_address'),
    /** The address as one line (composed from the parts below when the checkout sent them). */
    address: text('address'),
    postcode: text('postcode'),
    /** The address in parts; null for an order whose address came as one line (or a pickup point). */
    city: text('city'),
    street: text('street'),
    house: text('house'),
    building: text('building'),
    flat: text('flat'),
    /** Courier only: the wished day (Moscow) and time window (lib/config/delivery-windows.ts); null: ASAP. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryWindow: text('delivery_window'),
    paymentId: integer('payment_id').notNull(),
    paymentName: text('payment_name').notNull(),
    payOnline: boolean('pay_online').notNull(),
    surname: text('surname').notNull(),
    name: text('name').notNull(),
    middleName: text('middle_name'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    comment: text('comment'),
    promoCode: text('promo_code'),
    productsCost: integer('products_cost').notNull(),
    oldCost: integer('old_cost').notNull(),
    discount: integer('discount').notNull(),
    /** Bonus points spent on the goods (1 point = 1 ₽), taken off after the promo discount. */
    bonusPoints: integer('bonus_points').notNull().default(0),
    shippingCost: integer('shipping_cost').notNull(),
    total: integer('total').notNull(),
    /** Consent to personal data processing (152-ФЗ): when, from which address, to which text edition. */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    consentAddress: text('consent_address').notNull(),
    consentVersion: text('consent_version').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Carrier's track number, required to ship; the carrier is the order's delivery service. */
    trackNumber: text('track_number'),
    /** Roubles returned to the shopper so far (cancellation refunds and returns). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /**
     * Cash on delivery: when and by whom (a staff email) the order was confirmed, e.g. after a call. An unconfirmed
     * one is cancelled after COD_CONFIRM_TIMEOUT_HOURS (lib/server/orders/cod-confirmation.ts); null for online orders.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_guest_idx').on(t.guestId),
    // The uses of a promo code held by orders awaiting payment (lib/server/cart/promo-codes.ts findPromo).
    index('orders_promo_awaiting_idx')
      .on(t.promoCode)
      .where(sql`${t.status} = 'awaiting_payment'`),
    // Unconfirmed cash-on-delivery orders: the automatic cancellation and the per-contact hold cap read only these.
    index('orders_cod_unconfirmed_idx')
      .on(t.createdAt)
      .where(sql`${t.payOnline} = false and ${t.confirmedAt} is null and ${t.status} = 'assembling'`),
  ],
);

/** Order lines keep a snapshot of the product (a later price change or a catalogue reset leaves them intact). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serialId(),
    orderId: belongsTo('order_id', () => orders.id),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    alias: text('alias').notNull(),
    article: text('article').notNull(),
    image: text('image').notNull(),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    num: integer('num').notNull(),
    sum: integer('sum').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Payment attempts of an order with the provider (test or yookassa). */
export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    orderId: belongsTo('order_id', () => orders.id),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    amount: integer('amount').notNull(),
    idempotenceKey: text('idempotence_key').notNull(),
    confirmationUrl: text('confirmation_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_external_idx').on(t.provider, t.externalId),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** The built-in test provider's own records (what a real provider keeps on its side). */
export const testPayments = pgTable('test_payments', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  description: text('description').notNull(),
  status: text('status').$type<PaymentStatus>().notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

/**
 * `Idempotency-Key` of POST /api/cart/order per shopper, bound to the request it came with: the same key and body
 * replay the first response for a day; the same key with another body is refused (lib/server/orders/order-once.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ownerKey: text('owner_key').notNull(),
    key: text('key').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** SHA-256 of the request's fields; null on keys recorded before fingerprints were kept. */
    fingerprint: text('fingerprint'),
    /** The first response (order and payment URL), replayed as it was. */
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ownerKey, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
