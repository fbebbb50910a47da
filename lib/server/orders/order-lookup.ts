// The guest's order lookup (/order-status): an order found by its number together with the phone or the email
// given at checkout. One statement matches both, so «no such order» and «wrong phone» take the same path and get
// the same answer (no oracle); what is shown names no person, address or contact.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderLookup } from '@/lib/api/order-lookup';
import { trackingUrlOfService } from '@/lib/config/delivery-services';
import { ORDER_STATUS_LABELS } from '@/lib/config/order-statuses';
import type { DbOrTx } from '@/lib/db/client';
import { orderItems, orders } from '@/lib/db/schema';

export type LookupKey = { number: string; contact: { email: string } | { phone: string } };

/**
 * The contact as the lookup's limit per contact counts it: the email lower-cased, the phone in its one +7 format
 * (both as the request schema leaves them), so every way of writing one contact is one key.
 */
export function lookupContactKey(contact: LookupKey['contact']): string {
  return 'email' in contact ? `email:${contact.email.trim().toLowerCase()}` : `phone:${contact.phone}`;
}

/** The order, or null when the number and the contact do not belong together (or no such order exists). */
export async function lookUpOrder(db: DbOrTx, { number, contact }: LookupKey): Promise<OrderLookup | null> {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      shippingName: orders.shippingName,
      deliveryServiceId: orders.deliveryServiceId,
      deliveryServiceName: orders.deliveryServiceName,
      trackNumber: orders.trackNumber,
      total: orders.total,
    })
    .from(orders)
    .where(
      and(
        eq(orders.number, number),
        // Emails are kept as typed at checkout: compared without case. Phones are kept in the one +7 format.
        'email' in contact ? eq(sql`lower(${orders.email})`, contact.email) : eq(orders.phone, contact.phone),
      ),
    );
  if (!order) return null;
  const lines = await db
    .select({ name: orderItems.name, num: orderItems.num })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const track = order.trackNumber || null;
  return {
    number: order.number,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    status_label: ORDER_STATUS_LABELS[order.status],
    shipping: order.shippingName,
    delivery_service: order.deliveryServiceName,
    track_number: track,
    track_url: track ? trackingUrlOfService(order.deliveryServiceId, track) : null,
    lines,
    total: order.total,
  };
}
