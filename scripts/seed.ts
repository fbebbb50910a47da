// Fills the catalogue with generated demo data, e.g. for benchmarks:
//   npx tsx scripts/seed.ts --products 100000 --reset
// Uses DATABASE_URL (PostgreSQL) or the PGlite files in DATA_DIR, like the app. Without --reset it only seeds
// an empty catalogue. --images also renders the whole product picture pool into MEDIA_DIR ahead of time.
import { parseArgs } from 'node:util';

// Before lib/server/env is loaded: preparing the database must not seed the default demo catalogue.
process.env.SEED_DEMO = '0';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      images: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: npx tsx scripts/seed.ts [--products N] [--seed S] [--reset] [--images]');
    return;
  }
  const { sql } = await import('drizzle-orm');
  const { openDatabase, closeDatabase } = await import('@/lib/db/client');
  const { serverEnv } = await import('@/lib/server/env');
  const { prepareDatabase } = await import('@/lib/server/startup');
  const { insertCatalogue } = await import('@/lib/demo/catalogue/insert-catalogue');
  const { hasCategories, SEED_LOCK } = await import('@/lib/demo/catalogue/seed-if-empty');

  const env = serverEnv();
  const products = values.products ? Number(values.products) : env.SEED_PRODUCTS;
  if (!Number.isInteger(products) || products < 0 || products > 1_000_000) {
    throw new Error(`--products must be an integer from 0 to 1000000, got ${values.products}`);
  }
  const seed = values.seed ? Number(values.seed) : undefined;

  let started = Date.now();
  // Delivery reference data and pickup points, as a server start writes them.
  await prepareDatabase();
  const { db, kind } = await openDatabase();
  console.log(
    `Database: ${kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`} (opened in ${Date.now() - started} ms)`,
  );

  try {
    started = Date.now();
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SEED_LOCK})`));
      if (values.reset) {
        // CASCADE also empties tables that reference products (votes, cart lines…): a reset is a fresh catalogue.
        await tx.execute(
          sql.raw(
            'truncate table product_categories, products, categories, search_lexicon, search_phrases restart identity cascade',
          ),
        );
      } else if (await hasCategories(tx)) {
        return null;
      }
      let lastReport = Date.now();
      return insertCatalogue(tx, {
        products,
        seed,
        onProgress: (done, total) => {
          if (Date.now() - lastReport < 5000) return;
          lastReport = Date.now();
          console.log(`  … ${done} / ${total} products (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        },
      });
    });
    if (!result) {
      console.log('The catalogue is not empty; nothing done. Use --reset to replace it.');
    } else {
      await db.execute(sql`analyze`); // fresh planner statistics (PGlite has no autovacuum)
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `Seeded ${result.categories} categories, ${result.products} products, ${result.words} words, ` +
          `${result.phrases} phrases in ${seconds.toFixed(1)} s`,
      );
    }
    if (values.images) {
      const { renderImagePool } = await import('@/lib/demo/media/toy-pictures');
      started = Date.now();
      const count = await renderImagePool();
      console.log(`Rendered ${count} images into ${env.MEDIA_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await closeDatabase();
  }
}

main().catch((error: Error & { cause?: unknown }) => {
  // Drizzle errors repeat the whole (huge) batch parameter: print the database's own message instead.
  console.error(error.cause instanceof Error ? `${error.cause.message}\n${error.cause.stack ?? ''}` : error);
  process.exit(1);
});
