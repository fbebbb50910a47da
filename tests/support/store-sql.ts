// SQL on a store no server holds (PGlite cannot be shared between processes): a child process prepares the database
// as a server start does (migrations, delivery data, the demo catalogue) and runs the statements. For fixtures a
// suite needs before its server starts, or changes (e.g. ageing rows) between two starts of one store.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './server';

/** Runs `statements` in order on the store that `env` names (DATA_DIR, or DATABASE_URL); the last one's rows. */
export function sqlOnStore<Row = Record<string, unknown>>(env: Record<string, string>, statements: string[]): Row[] {
  const script = `
    const { sql } = require('drizzle-orm');
    const { openDatabase, closeDatabase, queryRows } = require('@/lib/db/client');
    const { prepareDatabase } = require('@/lib/server/startup');
    (async () => {
      await prepareDatabase();
      const { db } = await openDatabase();
      let rows = [];
      for (const statement of JSON.parse(process.env.FIXTURE_SQL)) rows = await queryRows(db, sql.raw(statement));
      await closeDatabase();
      process.stdout.write('\\n' + JSON.stringify(rows));
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), '-e', script], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', SEED_DEMO: '1', ...env, FIXTURE_SQL: JSON.stringify(statements) },
    encoding: 'utf8',
    timeout: 170_000,
  });
  if (run.status !== 0) throw new Error(`SQL on the store failed (${run.status}): ${run.stderr}\n${run.stdout}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!);
}
