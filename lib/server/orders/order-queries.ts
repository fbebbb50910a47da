// Reading orders: by number for the shopper who placed it, a user's orders for the cabinet.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { ORDER_STATUS_LABELS } from '@/lib/config/order-statuses';
import { SHIPPING_METHODS } from '@/lib/config/delivery-tariffs';
import type { CourierAddressParts } from '@/lib/api/courier-address';
import { deliveryWhen } from '@/lib/api/delivery-dates';
import type { OrderView } from '@/lib/api/orders';
import type { DbOrTx } from '@/lib/db/client';
import { orderItems, orders, payments } from '@/lib/db/schema';
import type { Shopper } from '@/lib/server/identity/shopper';

export type OrderRow = typeof orders.$inferSelect;

/** «К-250001»; also accepts a Latin K, any case, and the digits alone. */
export function normalizeOrderNumber(input: string): string | null {
  const match = /^(?:[КкKk]-?)?(\d{1,12})$/.exec(input.trim());
  return match ? `К-${match[1]}` : null;
}

/**
 * Who may see an order: one placed signed in belongs to the account alone (not to the browser, which someone
 * else may use after a logout); a guest's order to the browser (guest cookie) it was placed from.
 */
export function ownsOrder(order: Pick<OrderRow, 'userId' | 'guestId'>, shopper: Shopper): boolean {
  if (order.userId !== null) return order.userId === shopper.userId;
  return order.guestId !== null && shopper.guestId !== null && order.guestId === shopper.guestId;
}

export async function findOrderByNumber(db: DbOrTx, number: string, lock = false): Promise<OrderRow | null> {
  const normalized = normalizeOrderNumber(number);
  if (!normalized) return null;
  const query = db.select().from(orders).where(eq(orders.number, normalized));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The order if this shopper may see it, else null (an unknown and a foreign order look the same). */
export async function findOrderForShopper(db: DbOrTx, number: string, shopper: Shopper): Promise<OrderRow | null> {
  const order = await findOrderByNumber(db, number);
  return order && ownsOrder(order, shopper) ? order : null;
}

/** The courier's method id: the seed writes the methods with the ids of lib/config/delivery-tariffs.ts. */
const COURIER_METHOD_ID = SHIPPING_METHODS.find((m) => m.code === 'courier')?.id;

/** The order's address in parts, when it was given so. */
export function addressPartsOf(o: OrderRow): CourierAddressParts | null {
  if (o.city === null && o.street === null && o.house === null) return null;
  return {
    city: o.city ?? '',
    street: o.street ?? '',
    house: o.house ?? '',
    building: o.building ?? '',
    flat: o.flat ?? '',
  };
}

/** When the courier comes, in words; null for the other methods. */
export const deliveryWhenOf = (o: OrderRow): string | null =>
  o.shippingId === COURIER_METHOD_ID ? deliveryWhen(o.deliveryDate, o.deliveryWindow) : null;

/** Orders with their lines and latest payment state, in the given order. */
export async function toOrderViews(db: DbOrTx, rows: OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const [lines, attempts] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db
      .select({ orderId: payments.orderId, status: payments.status })
      .from(payments)
      .where(inArray(payments.orderId, ids))
      .orderBy(asc(payments.id)),
  ]);
  const latest = new Map(attempts.map((a) => [a.orderId, a.status]));
  return rows.map((o) => ({
    id: o.id,
    number: o.number,
    status: o.status,
    status_label: ORDER_STATUS_LABELS[o.status],
    created_at: o.createdAt.toISOString(),
    lines: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        product_id: l.productId,
        name: l.name,
        alias: l.alias,
        image: l.image,
        price: l.price,
        old_price: l.oldPrice,
        num: l.num,
        sum: l.sum,
      })),
    products_cost: o.productsCost,
    discount: o.discount,
    bonus_points: o.bonusPoints,
    shipping_cost: o.shippingCost,
    total: o.total,
    promo_code: o.promoCode,
    shipping: o.deliveryServiceName ? `${o.shippingName}, ${o.deliveryServiceName}` : o.shippingName,
    courier: o.deliveryServiceName,
    delivery_address: o.pickupPointAddress ?? [o.postcode, o.address].filter(Boolean).join(', '),
    address_parts: addressPartsOf(o),
    delivery_date: o.deliveryDate,
    delivery_window: o.deliveryWindow,
    delivery_when: deliveryWhenOf(o),
    payment: o.paymentName,
    pay_online: o.payOnline,
    payment_status: latest.get(o.id) ?? null,
  }));
}

export async function orderView(db: DbOrTx, order: OrderRow): Promise<OrderView> {
  return (await toOrderViews(db, [order]))[0];
}

/** GET /api/user-orders and the cabinet: a user's orders, newest first, with lines, totals and status. */
export async function listOrdersForUser(db: DbOrTx, userId: number, limit = 100): Promise<OrderView[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return toOrderViews(db, rows);
}
