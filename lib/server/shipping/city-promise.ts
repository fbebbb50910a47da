// The delivery promise for the shopper's city (product pages and cards): per shipping method the cheapest service
// and its days, then the cheapest and the fastest of them. Built from the very reads the checkout charges with
// (quoteServices for courier and post, the pickup points' own zones for pickup) and the same method list, so the
// promise and the checkout cannot disagree. Per city, not per product: tariffs depend on the zone only; the
// free-delivery threshold is sent along and the page applies it to its own price.
import { and, asc, eq, min } from 'drizzle-orm';
import type { DeliveryCity } from '@/lib/api/delivery';
import type { CityPromise, PromiseOption } from '@/lib/api/delivery-promise';
import type { DbOrTx } from '@/lib/db/client';
import { pickupPoints, deliveryServices } from '@/lib/db/schema';
import { badRequest } from '@/lib/server/http/errors';
import { freeDeliveryFrom } from './free-delivery';
import { listShippingMethods, quoteServices } from './shipping-methods';
import { foldForSearch } from './pickup-points';
import { zoneForPostcode } from './zones';

/**
 * The cities the delivery data knows: those with an active pickup point, each with its lowest postcode (the one
 * courier and post are priced by until the shopper types an address).
 */
export async function deliveryCities(db: DbOrTx): Promise<DeliveryCity[]> {
  const rows = await db
    .select({ city: pickupPoints.city, postcode: min(pickupPoints.postcode) })
    .from(pickupPoints)
    .innerJoin(deliveryServices, eq(deliveryServices.id, pickupPoints.serviceId))
    .where(and(eq(pickupPoints.isActive, true), eq(deliveryServices.isActive, true)))
    .groupBy(pickupPoints.city)
    .orderBy(asc(pickupPoints.city));
  return rows.map((r) => ({ city: r.city, postcode: r.postcode ?? '' }));
}

/** The known city of that name (case, ё/е and hyphens aside), else null. */
export async function findDeliveryCity(db: DbOrTx, name: string): Promise<DeliveryCity | null> {
  const wanted = foldForSearch(name);
  return (await deliveryCities(db)).find((c) => foldForSearch(c.city) === wanted) ?? null;
}

const byPrice = (a: PromiseOption, b: PromiseOption) => a.price - b.price || a.min_days - b.min_days;
const byDays = (a: PromiseOption, b: PromiseOption) =>
  a.min_days - b.min_days || a.max_days - b.max_days || byPrice(a, b);

/** The promise for a known city; an unknown one is a 400 (the chooser offers only known ones). */
export async function cityPromise(db: DbOrTx, name: string): Promise<CityPromise> {
  const city = await findDeliveryCity(db, name);
  if (!city) throw badRequest('Мы не знаем такого города', { city: 'Выберите город из списка' });
  const [methods, freeFrom, points] = await Promise.all([
    listShippingMethods(db),
    freeDeliveryFrom(db),
    db
      .selectDistinct({ postcode: pickupPoints.postcode, serviceId: pickupPoints.serviceId })
      .from(pickupPoints)
      .where(and(eq(pickupPoints.city, city.city), eq(pickupPoints.isActive, true))),
  ]);
  const cityZone = await zoneForPostcode(db, city.postcode);
  const options: PromiseOption[] = [];
  for (const method of methods) {
    let quotes: { service_id: number; service: string; price: number; min_days: number; max_days: number }[];
    if (method.needs_pvz) {
      // A pickup point is priced by its own postcode's zone, with its own service (as quotePickupPoint does).
      const zones = new Map(
        (await Promise.all(points.map((p) => zoneForPostcode(db, p.postcode)))).map((z) => [z.id, z]),
      );
      const perZone = await Promise.all([...zones.values()].map((z) => quoteServices(db, method.id, z, 0)));
      const served = new Set(points.map((p) => p.serviceId));
      quotes = perZone
        .flat()
        .filter((q) => served.has(q.id))
        .map((q) => ({ service_id: q.id, service: q.name, price: q.cost, min_days: q.min_days, max_days: q.max_days }));
    } else {
      quotes = (await quoteServices(db, method.id, cityZone, 0)).map((q) => ({
        service_id: q.id,
        service: q.name,
        price: q.cost,
        min_days: q.min_days,
        max_days: q.max_days,
      }));
    }
    const best = quotes.map((q) => ({ ...q, method: method.code, method_name: method.name })).sort(byPrice);
    const fastest = [...best].sort(byDays)[0];
    if (best[0]) options.push(best[0]);
    if (fastest && fastest !== best[0]) options.push(fastest);
  }
  if (options.length === 0) throw badRequest('В этот город пока не доставляем', { city: 'Выберите другой город' });
  return {
    city: city.city,
    postcode: city.postcode,
    zone: cityZone.name,
    free_delivery_from: freeFrom,
    cheapest: [...options].sort(byPrice)[0],
    fastest: [...options].sort(byDays)[0],
    options,
  };
}
