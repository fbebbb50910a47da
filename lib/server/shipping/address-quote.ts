// The cost of delivery to an address (courier, post) for a chosen service and postcode.
import type { DbOrTx } from '@/lib/db/client';
import { badRequest } from '@/lib/server/http/errors';
import { deliveryCost } from '@/lib/server/cart/pricing';
import { zoneTariffs, type MethodRow } from './shipping-methods';
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
  const rows = await zoneTariffs(db, method.id, zone.id);
  const chosen = serviceId ? rows.find((r) => r.service.id === serviceId) : rows[0];
  if (!chosen)
    throw badRequest('Эта служба не доставляет выбранным способом', { currier_id: 'Выберите службу доставки' });
  return {
    service: chosen.service,
    cost: deliveryCost(chosen.tariff.price, freeFrom, goodsSum),
    minDays: chosen.tariff.minDays,
    zone,
  };
}
