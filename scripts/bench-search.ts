// What one as-you-type search costs in process, and how close the in-process index answers to the database:
//   npm run bench:search [-- --queries 5000 --compare 300]
// Against the configured database (DATA_DIR or DATABASE_URL; seed 100 000 products first, see README): builds the
// index (time, heap), then sends fresh queries — a catalogue word and the start of another, a quarter with a typo in
// the first word, a quarter typed in the wrong layout — through the service function, one at a time, with the index
// and (fewer) without, and prints mean and p95 in microseconds; then how often the hints (from the index and from
// SQL) show first what the results page shows first, and how often both hint paths answer alike. Writes nothing.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { wordsOf } from '@/lib/search/normalize';
import { freshSearchQueries } from './search-queries';

const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  // Typed arrays live outside the JS heap: count them too.
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 2 ** 20;
};

function stats(micros: number[]) {
  const sorted = [...micros].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return `mean ${Math.round(mean)} µs, p95 ${Math.round(sorted[Math.floor(sorted.length * 0.95)])} µs`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { queries: { type: 'string' }, compare: { type: 'string' } } });
  const count = Number(values.queries ?? 5000);
  const compareCount = Number(values.compare ?? 300);
  const { openDatabase, closeDatabase, queryRows } = await import('@/lib/db/client');
  const { searchHintsAndProducts, searchProducts } = await import('@/lib/server/search');
  const { buildSearchIndex } = await import('@/lib/server/search/memory-index/build');
  const { searchIndexVersion } = await import('@/lib/server/search/index-version');
  const { db } = await openDatabase();

  const before = heapMb();
  const index = await buildSearchIndex(db, await searchIndexVersion(db));
  console.log(
    `index: ${index.products.size} products, ${index.products.lexemes.length} lexemes, ${index.lexicon.words.length} words;` +
      ` built in ${index.buildMs} ms; heap + array buffers +${Math.round(heapMb() - before)} MB${gc ? '' : ' (no --expose-gc: rough)'}`,
  );

  const names = await queryRows<{ name: string }>(db, sql`select name from products order by random() limit 3000`);
  const words = [...new Set(names.flatMap((r) => wordsOf(r.name)).filter((w) => w.length >= 4 && !/\d/.test(w)))];
  const fresh = freshSearchQueries(words);

  const time = async (n: number, withIndex: boolean) => {
    const micros: number[] = [];
    const cpu = process.cpuUsage();
    for (let i = 0; i < n; i++) {
      const q = fresh();
      const t = performance.now();
      await searchHintsAndProducts(db, q, withIndex ? index : null);
      micros.push((performance.now() - t) * 1000);
    }
    // CPU of this process per query (with PGlite the database's work too; PostgreSQL's own is not counted).
    const used = process.cpuUsage(cpu);
    return `wall ${stats(micros)}; CPU ${Math.round((used.user + used.system) / n)} µs per query`;
  };
  await time(200, true); // warm-up
  console.log(`in-process index: ${count} fresh queries, ${await time(count, true)}`);
  console.log(`database (SQL):   ${Math.min(count, 500)} fresh queries, ${await time(Math.min(count, 500), false)}`);

  let sameHints = 0;
  let sameProducts = 0;
  let hintFirst = 0;
  let sqlHintFirst = 0;
  for (let i = 0; i < compareCount; i++) {
    const q = fresh();
    const memory = await searchHintsAndProducts(db, q, index);
    const database = await searchHintsAndProducts(db, q);
    const results = await searchProducts(db, q, { page: 1, perPage: 24 });
    const first = results.products[0]?.id;
    if (JSON.stringify(memory.hints) === JSON.stringify(database.hints)) sameHints++;
    if (JSON.stringify(memory.products.map((p) => p.id)) === JSON.stringify(database.products.map((p) => p.id)))
      sameProducts++;
    if (memory.products[0]?.id === first) hintFirst++;
    if (database.products[0]?.id === first) sqlHintFirst++;
  }
  const pct = (n: number) => `${((100 * n) / compareCount).toFixed(1)}%`;
  console.log(
    `agreement over ${compareCount} queries: first product of the hints as of the results page ${pct(hintFirst)}` +
      ` (from SQL ${pct(sqlHintFirst)}); index and SQL hints: same completions ${pct(sameHints)},` +
      ` same products in the same order ${pct(sameProducts)}`,
  );
  await closeDatabase();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
