// Fills an empty catalogue with the generated demo catalogue (on first start, SEED_DEMO=1, the default).
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '@/lib/db/client';
import { serverEnv } from '@/lib/server/env';
import { seedDemoPromoCodes } from '../promo-codes';
import { insertCatalogue } from './insert-catalogue';

/** Distinct from the migration lock in lib/db/client.ts; scripts/seed.ts takes it too. */
export const SEED_LOCK = 715_518;

export async function seedCatalogueIfEmpty(db: Db): Promise<void> {
  if (await hasCategories(db)) return;
  const products = serverEnv().SEED_PRODUCTS;
  const started = Date.now();
  // Several instances may start at once against one PostgreSQL: the first seeds, the others wait and find it done.
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SEED_LOCK})`));
    if (await hasCategories(tx)) return null;
    await seedDemoPromoCodes(tx);
    return insertCatalogue(tx, { products });
  });
  if (seeded) {
    // Fresh statistics for the planner (PGlite has no autovacuum to gather them).
    await db.execute(sql`analyze`);
    console.log(
      `[seed] demo catalogue: ${seeded.categories} categories, ${seeded.products} products in ${Date.now() - started} ms`,
    );
  }
}

export async function hasCategories(db: DbOrTx): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(db, sql`select exists(select 1 from categories) as found`);
  return rows[0]?.found === true;
}
