// The one module that owns the database connection: PGlite in DATA_DIR by default, PostgreSQL with DATABASE_URL.
// Opening is lazy (first query), so `next build` never touches the database. It opens and migrates, nothing more:
// the data written at start (delivery reference data, the demo) is lib/server/startup.ts's business.
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { dbEnv } from './env';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction callback receives; services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

type Opened = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const MIGRATIONS = path.join(process.cwd(), 'lib/db/migrations');
// One connection per process even when Next bundles this module into several chunks.
const GLOBAL_KEY = Symbol.for('kukly-shop.db');
type Holder = { [GLOBAL_KEY]?: Promise<Opened> };

export function openDatabase(): Promise<Opened> {
  const holder = globalThis as Holder;
  holder[GLOBAL_KEY] ??= open().catch((error) => {
    delete holder[GLOBAL_KEY];
    throw error;
  });
  return holder[GLOBAL_KEY];
}

export async function getDb(): Promise<Db> {
  return (await openDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const holder = globalThis as Holder;
  const opened = holder[GLOBAL_KEY];
  delete holder[GLOBAL_KEY];
  if (opened) await (await opened).close();
}

async function open(): Promise<Opened> {
  const env = dbEnv();
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE) : openPglite(env.DATA_DIR);
}

async function openPglite(dataDir: string): Promise<Opened> {
  const release = lockDataDir(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create(path.join(dataDir, 'pg'), { extensions: { pg_trgm } });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Opened> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(url, { max: poolSize, onnotice: () => {} });
  const db = drizzle(client, { schema });
  // Several instances may start at once: one migrates while holding a session advisory lock on a connection
  // of its own, the others wait for it (closing that connection releases the lock).
  const lock = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await lock`select pg_advisory_lock(715517)`;
    await migrate(drizzle(lock, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await lock.end({ timeout: 5 });
  }
  return { db: db as unknown as Db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}

/** An int[] parameter that binds the same way on PGlite and postgres-js (both take the array's text form). */
export function intArrayParam(ids: readonly number[]): SQL {
  return sql`cast(${`{${ids.map((n) => Math.trunc(n)).join(',')}}`} as text)::int[]`;
}

/** Rows of a raw query, whichever driver ran it (PGlite answers `{rows}`, postgres-js an array). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

export async function ping(): Promise<boolean> {
  const db = await getDb();
  const rows = await queryRows<{ ok: number }>(db, sql`select 1 as ok`);
  return rows[0]?.ok === 1;
}
