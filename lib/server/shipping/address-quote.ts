// The cost of delivery to an address (courier, post) for a chosen service and postcode.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { deliveryServices, deliveryTariffs } from '@/lib/db/schema';
import { badRequest } from '@/lib/server/http/errors';
import { deliveryCost } from '@/lib/server/cart/pricing';
import type { MethodRow } from './shipping-methods';
import { freeDeliveryFrom } from './free-delivery';
import { zoneForPostcode } from './zones';

/**
 * The service (given, else the cheapest for the zone), its cost and its shortest transit time; a service the
 * method lacks is a 400.
 */
export async function quoteAddress(
  db: DbOrTx,
  method: MethodRow,
  postcode: string,
  serviceId: number | null,
  goodsSum: number,
) {
  const [zone, freeFrom] = await Promise.all([zoneForPostcode(db, postcode), freeDeliveryFrom(db)]);
  const rows = await db
    .select({ tariff: deliveryTariffs, service: deliveryServices })
    .from(deliveryTariffs)
    .innerJoin(deliveryServices, eq(deliveryServices.id, deliveryTariffs.serviceId))
    .where(
      and(
        eq(deliveryTariffs.methodId, method.id),
        eq(deliveryTariffs.zoneId, zone.id),
        eq(deliveryServices.isActive, true),
      ),
    );
  const sorted = rows.sort((a, b) => a.tariff.price - b.tariff.price);
  const chosen = serviceId ? sorted.find((r) => r.service.id === serviceId) : sorted[0];
  if (!chosen)
    throw badRequest('Эта служба не доставляет выбранным способом', { currier_id: 'Выберите службу доставки' });
  return {
    service: chosen.service,
    cost: deliveryCost(chosen.tariff.price, freeFrom, goodsSum),
    minDays: chosen.tariff.minDays,
    zone,
  };
}
