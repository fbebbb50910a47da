// Writes the delivery reference data; independent of migrations, idempotent, run at every start
// (lib/server/startup.ts). Services, methods and zones are brought in line with lib/config/delivery-services.ts and
// lib/config/delivery-tariffs.ts each time. Tariffs and the free-delivery threshold are the operator's (edited in the
// back office): the constants only start them, so they are added when missing and never overwritten. (Pickup
// points are shop data too: the demo's are in lib/demo.)
import { getTableColumns, sql, type Table } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  deliveryServices,
  deliveryTariffs,
  deliveryZonePrefixes,
  deliveryZones,
  shippingMethods,
} from '@/lib/db/schema';
import { DELIVERY_SERVICES } from '@/lib/config/delivery-services';
import { DELIVERY_TARIFFS, DELIVERY_ZONES, FREE_DELIVERY_FROM, SHIPPING_METHODS } from '@/lib/config/delivery-tariffs';
import { writeFreeDeliveryFrom } from './free-delivery';

/** Distinct from the migration and demo seed locks. */
const DELIVERY_SEED_LOCK = 715_519;

/** `set` of an upsert that takes these columns from the proposed row: `{ key: excluded.column }`. */
function fromExcluded<T extends Table>(table: T, ...keys: (keyof T['_']['columns'] & string)[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key].name}"`)]));
}

/** Delivery reference data (services, methods, zones, tariffs), written at every start. */
export async function seedDelivery(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${DELIVERY_SEED_LOCK})`));
    await tx
      .insert(deliveryServices)
      .values(DELIVERY_SERVICES.map(({ id, code, name, sort }) => ({ id, code, name, sort })))
      .onConflictDoUpdate({ target: deliveryServices.id, set: fromExcluded(deliveryServices, 'code', 'name', 'sort') });
    await tx
      .insert(shippingMethods)
      .values([...SHIPPING_METHODS])
      .onConflictDoUpdate({
        target: shippingMethods.id,
        set: fromExcluded(
          shippingMethods,
          'code',
          'name',
          'description',
          'needsAddress',
          'needsPickupPoint',
          'cashOnDelivery',
          'sort',
        ),
      });
    await tx
      .insert(deliveryZones)
      .values(DELIVERY_ZONES.map(({ id, name }) => ({ id, name })))
      .onConflictDoUpdate({ target: deliveryZones.id, set: fromExcluded(deliveryZones, 'name') });
    await tx
      .insert(deliveryZonePrefixes)
      .values(DELIVERY_ZONES.flatMap((z) => z.prefixes.map((prefix) => ({ prefix, zoneId: z.id }))))
      .onConflictDoUpdate({ target: deliveryZonePrefixes.prefix, set: fromExcluded(deliveryZonePrefixes, 'zoneId') });
    const serviceId = Object.fromEntries(DELIVERY_SERVICES.map((s) => [s.code, s.id]));
    const methodId = Object.fromEntries(SHIPPING_METHODS.map((m) => [m.code, m.id]));
    await tx
      .insert(deliveryTariffs)
      .values(
        DELIVERY_TARIFFS.map((t) => ({
          serviceId: serviceId[t.service],
          methodId: methodId[t.method],
          zoneId: t.zone,
          price: t.price,
          minDays: t.minDays,
          maxDays: t.maxDays,
        })),
      )
      .onConflictDoNothing();
    await writeFreeDeliveryFrom(tx, FREE_DELIVERY_FROM, { onlyIfMissing: true });
  });
}
