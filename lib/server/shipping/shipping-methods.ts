// Shipping methods and their delivery services, as the cart offers them.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DeliveryServiceOffer, ShippingMethod } from '@/lib/api/checkout';
import type { DbOrTx } from '@/lib/db/client';
import { deliveryServices, deliveryTariffs, shippingMethods } from '@/lib/db/schema';
import { badRequest } from '@/lib/server/http/errors';
import { deliveryCost } from '@/lib/server/cart/pricing';
import { onlinePaymentsOn } from '@/lib/server/payments/providers';
import { freeDeliveryFrom } from './free-delivery';
import { nearestZone, zoneForPostcode, type Zone } from './zones';

export type MethodRow = typeof shippingMethods.$inferSelect;

/**
 * The shipping methods a shopper can order with: a method that takes no payment on delivery is left out while the
 * shop takes no online payment (no YooKassa, no PAYMENTS_TEST), as there would be no way to pay for it.
 */
export async function listShippingMethods(db: DbOrTx): Promise<ShippingMethod[]> {
  const rows = await db
    .select({ method: shippingMethods, priceFrom: sql<number>`min(${deliveryTariffs.price})::int` })
    .from(shippingMethods)
    .innerJoin(deliveryTariffs, eq(deliveryTariffs.methodId, shippingMethods.id))
    .where(eq(shippingMethods.isActive, true))
    .groupBy(shippingMethods.id)
    .orderBy(asc(shippingMethods.sort), asc(shippingMethods.id));
  const payable = onlinePaymentsOn();
  return rows
    .filter(({ method }) => payable || method.cashOnDelivery)
    .map(({ method, priceFrom }) => ({
      id: method.id,
      code: method.code as ShippingMethod['code'],
      name: method.name,
      description: method.description,
      needs_address: method.needsAddress,
      needs_pvz: method.needsPickupPoint,
      cash_on_delivery: method.cashOnDelivery,
      price_from: Number(priceFrom),
    }));
}

/** An active shipping method; unknown ids are a 400 with errors.shipping_id. */
export async function getShippingMethod(db: DbOrTx, id: number): Promise<MethodRow> {
  const [method] = await db
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.id, id), eq(shippingMethods.isActive, true)));
  if (!method) throw badRequest('Выберите способ доставки', { shipping_id: 'Выберите способ доставки' });
  return method;
}

/**
 * The services that deliver a method to a zone, with their tariffs: active services only, cheapest first, then in
 * the services' own order (the order the cart lists them in, so its first is the one an order gets by default).
 */
export function zoneTariffs(db: DbOrTx, methodId: number, zoneId: number) {
  return db
    .select({ service: deliveryServices, tariff: deliveryTariffs })
    .from(deliveryTariffs)
    .innerJoin(deliveryServices, eq(deliveryServices.id, deliveryTariffs.serviceId))
    .where(
      and(
        eq(deliveryTariffs.methodId, methodId),
        eq(deliveryTariffs.zoneId, zoneId),
        eq(deliveryServices.isActive, true),
      ),
    )
    .orderBy(asc(deliveryTariffs.price), asc(deliveryServices.sort));
}

/** Delivery services of a method with their cost for a zone, cheapest first. */
export async function quoteServices(
  db: DbOrTx,
  methodId: number,
  zone: Zone,
  goodsSum: number,
): Promise<DeliveryServiceOffer[]> {
  const freeFrom = await freeDeliveryFrom(db);
  const rows = await zoneTariffs(db, methodId, zone.id);
  return rows.map(({ service, tariff }) => ({
    id: service.id,
    code: service.code as DeliveryServiceOffer['code'],
    name: service.name,
    cost: deliveryCost(tariff.price, freeFrom, goodsSum),
    min_days: tariff.minDays,
    max_days: tariff.maxDays,
  }));
}

/** POST /api/cart/shipping-submit: the method's services and cost for the postcode (or the nearest zone). */
export async function submitShipping(db: DbOrTx, methodId: number, postcode: string | undefined, goodsSum: number) {
  const method = await getShippingMethod(db, methodId);
  const zone = postcode ? await zoneForPostcode(db, postcode) : await nearestZone(db);
  const services = await quoteServices(db, method.id, zone, goodsSum);
  return { shipping_cost: services[0]?.cost ?? 0, currier_service: services, zone: postcode ? zone.name : null };
}
