import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@/lib/db/client';

export type Zone = { id: number; name: string };

/** The tariff zone of a postcode: its longest matching prefix, else the farthest zone. */
export async function zoneForPostcode(db: DbOrTx, postcode: string): Promise<Zone> {
  const rows = await queryRows<Zone>(
    db,
    sql`select z.id, z.name from delivery_zones z
        left join delivery_zone_prefixes p on p.zone_id = z.id and ${postcode} like p.prefix || '%'
        order by length(p.prefix) desc nulls last, z.id desc
        limit 1`,
  );
  if (!rows[0]) throw new Error('No delivery zones: the delivery reference data is not seeded');
  return rows[0];
}

/** The nearest zone: the "from" prices when no postcode is known yet. */
export async function nearestZone(db: DbOrTx): Promise<Zone> {
  const rows = await queryRows<Zone>(db, sql`select id, name from delivery_zones order by id limit 1`);
  if (!rows[0]) throw new Error('No delivery zones: the delivery reference data is not seeded');
  return rows[0];
}
