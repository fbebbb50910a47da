// Pickup points in the back office: every point (hidden ones too), add, edit, hide (is_active). The checkout's
// list shows only active points of active services.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPickupPoint, CreatePickupPointRequest, UpdatePickupPointRequest } from '@/lib/api/admin/delivery';
import type { Db, DbOrTx } from '@/lib/db/client';
import { deliveryServices, deliveryTariffs, pickupPoints, shippingMethods } from '@/lib/db/schema';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { pickupPointColumns } from '@/lib/server/shipping/pickup-points';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';

const columns = { ...pickupPointColumns, is_active: pickupPoints.isActive };

const LIST_LIMIT = 500;

function selectPoints(db: DbOrTx) {
  return db
    .select(columns)
    .from(pickupPoints)
    .innerJoin(deliveryServices, eq(deliveryServices.id, pickupPoints.serviceId));
}

export async function listAdminPickupPoints(
  db: DbOrTx,
  filter: { q?: string; serviceId?: number },
): Promise<AdminPickupPoint[]> {
  const conditions: SQL[] = [];
  if (filter.serviceId) conditions.push(eq(pickupPoints.serviceId, filter.serviceId));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        sql`${pickupPoints.city} ilike ${pattern}`,
        sql`${pickupPoints.address} ilike ${pattern}`,
        sql`${pickupPoints.postcode} like ${pattern}`,
        sql`${pickupPoints.id} ilike ${pattern}`,
      )!,
    );
  }
  return selectPoints(db)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(pickupPoints.city), asc(deliveryServices.sort), asc(pickupPoints.address))
    .limit(LIST_LIMIT);
}

/** A point must belong to a service that delivers to pickup points (has a tariff of such a method). */
async function assertPickupService(db: DbOrTx, serviceId: number): Promise<string> {
  const [row] = await db
    .select({ code: deliveryServices.code })
    .from(deliveryServices)
    .innerJoin(deliveryTariffs, eq(deliveryTariffs.serviceId, deliveryServices.id))
    .innerJoin(shippingMethods, eq(shippingMethods.id, deliveryTariffs.methodId))
    .where(and(eq(deliveryServices.id, serviceId), eq(shippingMethods.needsPickupPoint, true)))
    .limit(1);
  if (!row)
    throw badRequest('Неверное поле service_id: эта служба не доставляет в пункты выдачи', {
      service_id: 'служба без пунктов выдачи',
    });
  return row.code;
}

async function readPoint(db: DbOrTx, id: string): Promise<AdminPickupPoint> {
  const [point] = await selectPoints(db).where(eq(pickupPoints.id, id));
  if (!point) throw notFound('Пункт выдачи не найден');
  return point;
}

export async function createPickupPoint(
  db: Db,
  actor: Actor,
  input: CreatePickupPointRequest & { is_active: boolean },
): Promise<AdminPickupPoint> {
  return db.transaction(async (tx) => {
    const serviceCode = await assertPickupService(tx, input.service_id);
    const id = `${serviceCode.toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`;
    await tx.insert(pickupPoints).values({
      id,
      serviceId: input.service_id,
      city: input.city,
      address: input.address,
      postcode: input.postcode,
      lat: input.lat,
      lng: input.lng,
      hours: input.hours,
      isActive: input.is_active,
    });
    const created = await readPoint(tx, id);
    await recordAudit(tx, actor, {
      action: 'delivery.pickup_point_add',
      entity: 'pickup_point',
      entityId: id,
      after: created,
    });
    return created;
  });
}

export async function updatePickupPoint(
  db: Db,
  actor: Actor,
  id: string,
  change: UpdatePickupPointRequest,
): Promise<AdminPickupPoint> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: pickupPoints.id })
      .from(pickupPoints)
      .where(eq(pickupPoints.id, id))
      .for('update');
    if (!locked) throw notFound('Пункт выдачи не найден');
    const before = await readPoint(tx, id);
    if (change.service_id !== undefined) await assertPickupService(tx, change.service_id);
    const values = {
      serviceId: change.service_id,
      city: change.city,
      address: change.address,
      postcode: change.postcode,
      lat: change.lat,
      lng: change.lng,
      hours: change.hours,
      isActive: change.is_active,
    };
    // An empty change is no change (Drizzle refuses an UPDATE with nothing to set).
    if (Object.values(values).some((v) => v !== undefined))
      await tx.update(pickupPoints).set(values).where(eq(pickupPoints.id, id));
    const after = await readPoint(tx, id);
    await recordAudit(tx, actor, {
      action: 'delivery.pickup_point',
      entity: 'pickup_point',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
