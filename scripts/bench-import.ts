// How long the products CSV import takes (the issue's bar: 10 000 lines in under 30 s on the 2-core machine):
//   npm run bench:import [-- --lines 10000 --runs 2]
// A fresh embedded database in a temporary DATA_DIR (or DATABASE_URL), a Windows-1251 `;` file as Excel saves it,
// imported through the same service the admin API calls: first run creates every product, the second updates
// every price (the two shapes an operator's day has). Prints seconds per run; writes nothing else anywhere.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

process.env.SEED_DEMO = '0';
// A folder of its own, removed at the end, unless DATA_DIR or DATABASE_URL say where to import.
const tempDir =
  process.env.DATA_DIR || process.env.DATABASE_URL
    ? null
    : fs.mkdtempSync(path.join(os.tmpdir(), 'kukly-bench-import-'));
if (tempDir) process.env.DATA_DIR = tempDir;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { lines: { type: 'string' }, runs: { type: 'string' } } });
  const lines = Number(values.lines ?? 10_000);
  const runs = Number(values.runs ?? 2);
  const iconv = (await import('iconv-lite')).default;
  const { openDatabase, closeDatabase } = await import('@/lib/db/client');
  const { prepareDatabase } = await import('@/lib/server/startup');
  const { importProducts } = await import('@/lib/server/admin/catalog-import/import-products');
  await prepareDatabase();
  const { db } = await openDatabase();
  const actor = { id: null, email: 'bench' };

  const file = (run: number) => {
    const rows = ['Артикул;Наименование;Категория;Цена;Старая цена;Остаток;Бренд;Возраст;Описание'];
    for (let i = 0; i < lines; i++) {
      const price = 500 + ((i * 37) % 5000) + run * 10;
      rows.push(
        `BENCH-${i};Кукла «Модель ${i}» в платье;Куклы ${i % 12};${price};${price + 500};${i % 20};Бренд ${i % 40};${i % 10}+;"Описание; куклы ${i}"`,
      );
    }
    return new Uint8Array(iconv.encode(rows.join('\r\n'), 'win1251'));
  };

  console.log(
    `bench:import — ${lines} lines, Windows-1251, «;», ${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${process.env.DATA_DIR}`}`,
  );
  for (let run = 0; run < runs; run++) {
    const bytes = file(run);
    const started = performance.now();
    const result = await importProducts(db, actor, bytes, { dryRun: false });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  run ${run + 1}: ${seconds.toFixed(1)} s — created ${result.created}, updated ${result.updated}, ` +
        `unchanged ${result.unchanged}, errors ${result.errors.length}`,
    );
  }
  await closeDatabase();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
