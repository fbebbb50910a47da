// Pickup points (ПВЗ): search by city, service and address, and the cost of delivery to one.
import { and, asc, eq, like, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PickupPoint } from '@/lib/api/checkout';
import type { DbOrTx } from '@/lib/db/client';
import { deliveryServices, deliveryTariffs, pickupPoints } from '@/lib/db/schema';
import { badRequest } from '@/lib/server/http/errors';
import { deliveryCost } from '@/lib/server/cart/pricing';
import { foldCase } from '@/lib/search/normalize';
import { freeDeliveryFrom } from './free-delivery';
import { getShippingMethod } from './shipping-methods';
import { zoneForPostcode } from './zones';

const LIST_LIMIT = 200;

/** A pickup point's fields as the API names them (the back office adds `is_active`). */
export const pickupPointColumns = {
  id: pickupPoints.id,
  service_id: pickupPoints.serviceId,
  service: deliveryServices.name,
  city: pickupPoints.city,
  address: pickupPoints.address,
  postcode: pickupPoints.postcode,
  lat: pickupPoints.lat,
  lng: pickupPoints.lng,
  hours: pickupPoints.hours,
};

/** `%`, `_` and `\` typed by a shopper are matched literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// Matching is tolerant of case, ё/е and hyphens («москва», «Ростов на Дону», «Щелковское»). The database side is
// spelt out with translate() rather than lower()/ILIKE, whose handling of Cyrillic depends on the database's
// locale (a PostgreSQL created with LC_CTYPE=C leaves it alone).
const UPPER = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯABCDEFGHIJKLMNOPQRSTUVWXYZё-';
const LOWER = 'абвгдеежзийклмнопрстуфхцчшщъыьэюяabcdefghijklmnopqrstuvwxyzе ';

/** The shopper's text folded the same way as `folded()`: lower case, ё → е, hyphens and runs of spaces → one space. */
export function foldForSearch(text: string): string {
  return foldCase(text)
    .replace(/[-\s]+/g, ' ')
    .trim();
}

const folded = (column: AnyColumn) => sql`translate(${column}, ${UPPER}, ${LOWER})`;
const likeFolded = (column: AnyColumn, pattern: string) => sql`${folded(column)} like ${pattern}`;

/** At most this many words of an address search count (each must match the address, the city or the postcode). */
const MAX_WORDS = 5;

export async function listPickupPoints(
  db: DbOrTx,
  filter: { city?: string; serviceId?: number; q?: string },
): Promise<PickupPoint[]> {
  const conditions: SQL[] = [eq(pickupPoints.isActive, true), eq(deliveryServices.isActive, true)];
  // The city: the beginning of its name is enough («моск», «санкт петербург»).
  const city = filter.city ? foldForSearch(filter.city) : '';
  if (city) conditions.push(likeFolded(pickupPoints.city, `${likeEscape(city)}%`));
  if (filter.serviceId) conditions.push(eq(pickupPoints.serviceId, filter.serviceId));
  // The search box: every word somewhere in the address, the city or the postcode («Москва Тверская 18»).
  const words = filter.q ? foldForSearch(filter.q).split(' ').filter(Boolean).slice(0, MAX_WORDS) : [];
  for (const word of words) {
    const pattern = `%${likeEscape(word)}%`;
    conditions.push(
      or(
        likeFolded(pickupPoints.address, pattern),
        likeFolded(pickupPoints.city, pattern),
        like(pickupPoints.postcode, pattern),
      )!,
    );
  }
  return db
    .select(pickupPointColumns)
    .from(pickupPoints)
    .innerJoin(deliveryServices, eq(deliveryServices.id, pickupPoints.serviceId))
    .where(and(...conditions))
    .orderBy(asc(pickupPoints.city), asc(deliveryServices.sort), asc(pickupPoints.address))
    .limit(LIST_LIMIT);
}

/** Cities that have pickup points, alphabetically. */
export async function pickupCities(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ city: pickupPoints.city })
    .from(pickupPoints)
    .where(eq(pickupPoints.isActive, true))
    .orderBy(asc(pickupPoints.city));
  return rows.map((r) => r.city);
}

export async function getPickupPoint(db: DbOrTx, id: string): Promise<PickupPoint | null> {
  const [point] = await db
    .select(pickupPointColumns)
    .from(pickupPoints)
    .innerJoin(deliveryServices, eq(deliveryServices.id, pickupPoints.serviceId))
    .where(and(eq(pickupPoints.id, id), eq(pickupPoints.isActive, true)));
  return point ?? null;
}

/**
 * The cost of delivery to a pickup point: its service's tariff for the point's zone. The method must be the
 * pickup-point one and a given courier service must be the point's.
 */
export async function quotePickupPoint(
  db: DbOrTx,
  input: { pickupPointId: string; methodId: number; serviceId?: number | null },
  goodsSum: number,
) {
  const method = await getShippingMethod(db, input.methodId);
  if (!method.needsPickupPoint) {
    throw badRequest('Этот способ доставки не использует пункты выдачи', {
      shipping_id: 'Выберите доставку в пункт выдачи',
    });
  }
  const point = await getPickupPoint(db, input.pickupPointId);
  if (!point) throw badRequest('Пункт выдачи не найден', { pvz_id: 'Пункт выдачи не найден, выберите другой' });
  if (input.serviceId && input.serviceId !== point.service_id) {
    throw badRequest('Пункт выдачи принадлежит другой службе доставки', {
      currier_id: 'Пункт выдачи принадлежит другой службе',
    });
  }
  const zone = await zoneForPostcode(db, point.postcode);
  const [tariff] = await db
    .select()
    .from(deliveryTariffs)
    .where(
      and(
        eq(deliveryTariffs.serviceId, point.service_id),
        eq(deliveryTariffs.methodId, method.id),
        eq(deliveryTariffs.zoneId, zone.id),
      ),
    );
  if (!tariff) throw badRequest('Служба не доставляет в этот пункт', { pvz_id: 'Служба не доставляет в этот пункт' });
  const freeFrom = await freeDeliveryFrom(db);
  return {
    point,
    method,
    shipping_cost: deliveryCost(tariff.price, freeFrom, goodsSum),
    min_days: tariff.minDays,
    max_days: tariff.maxDays,
  };
}
