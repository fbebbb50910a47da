// Delivery tariffs and the free-delivery threshold in the back office. The checkout reads both straight from the
// database, so a change applies to the next quote.
import { asc, eq } from 'drizzle-orm';
import type { AdminDeliveryResponse, AdminTariff, UpdateTariffRequest } from '@/lib/api/admin/delivery';
import type { Db, DbOrTx } from '@/lib/db/client';
import { deliveryServices, deliveryTariffs, deliveryZones, shippingMethods } from '@/lib/db/schema';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { freeDeliveryFrom, writeFreeDeliveryFrom } from '@/lib/server/shipping/free-delivery';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';

const tariffColumns = {
  id: deliveryTariffs.id,
  service_id: deliveryTariffs.serviceId,
  service: deliveryServices.name,
  method_id: deliveryTariffs.methodId,
  method: shippingMethods.name,
  zone_id: deliveryTariffs.zoneId,
  zone: deliveryZones.name,
  price: deliveryTariffs.price,
  min_days: deliveryTariffs.minDays,
  max_days: deliveryTariffs.maxDays,
};

function selectTariffs(db: DbOrTx) {
  return db
    .select(tariffColumns)
    .from(deliveryTariffs)
    .innerJoin(deliveryServices, eq(deliveryServices.id, deliveryTariffs.serviceId))
    .innerJoin(shippingMethods, eq(shippingMethods.id, deliveryTariffs.methodId))
    .innerJoin(deliveryZones, eq(deliveryZones.id, deliveryTariffs.zoneId));
}

/** Every tariff (service, method, zone order) with the reference lists and the threshold. */
export async function deliverySettings(db: DbOrTx): Promise<AdminDeliveryResponse> {
  const [tariffs, zones, services, methods, threshold] = await Promise.all([
    selectTariffs(db).orderBy(asc(deliveryServices.sort), asc(shippingMethods.sort), asc(deliveryTariffs.zoneId)),
    db.select({ id: deliveryZones.id, name: deliveryZones.name }).from(deliveryZones).orderBy(asc(deliveryZones.id)),
    db
      .select({
        id: deliveryServices.id,
        code: deliveryServices.code,
        name: deliveryServices.name,
        is_active: deliveryServices.isActive,
      })
      .from(deliveryServices)
      .orderBy(asc(deliveryServices.sort)),
    db
      .select({
        id: shippingMethods.id,
        code: shippingMethods.code,
        name: shippingMethods.name,
        is_active: shippingMethods.isActive,
      })
      .from(shippingMethods)
      .orderBy(asc(shippingMethods.sort)),
    freeDeliveryFrom(db),
  ]);
  return { success: true, tariffs, zones, services, methods, free_delivery_from: threshold };
}

export async function updateTariff(
  db: Db,
  actor: Actor,
  id: number,
  change: UpdateTariffRequest,
): Promise<AdminTariff> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(deliveryTariffs).where(eq(deliveryTariffs.id, id)).for('update');
    if (!row) throw notFound('Тариф не найден');
    const next = {
      price: change.price ?? row.price,
      minDays: change.min_days ?? row.minDays,
      maxDays: change.max_days ?? row.maxDays,
    };
    if (next.maxDays < next.minDays) {
      throw badRequest('Неверное поле max_days: не меньше минимального срока', {
        max_days: 'не меньше минимального срока',
      });
    }
    await tx.update(deliveryTariffs).set(next).where(eq(deliveryTariffs.id, id));
    const [after] = await selectTariffs(tx).where(eq(deliveryTariffs.id, id));
    await recordAudit(tx, actor, {
      action: 'delivery.tariff',
      entity: 'delivery_tariff',
      entityId: id,
      before: { price: row.price, min_days: row.minDays, max_days: row.maxDays },
      after: { price: after.price, min_days: after.min_days, max_days: after.max_days },
    });
    return after;
  });
}

export async function setFreeDeliveryThreshold(db: Db, actor: Actor, amount: number | null): Promise<number | null> {
  return db.transaction(async (tx) => {
    const before = await freeDeliveryFrom(tx);
    await writeFreeDeliveryFrom(tx, amount);
    await recordAudit(tx, actor, {
      action: 'delivery.threshold',
      entity: 'shop_setting',
      entityId: 'free_delivery_from',
      before: { amount: before },
      after: { amount },
    });
    return amount;
  });
}
