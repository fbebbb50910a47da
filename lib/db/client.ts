// The one module that owns the database connection: PGlite in DATA_DIR by default, PostgreSQL with DATABASE_URL.
// Opening is lazy (first query), so `next build` never touches the database. It opens and migrates, nothing more:
// the data written at start (delivery reference data, the demo) is lib/server/startup.ts's business.
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { processState } from '@/lib/process-registry';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { dbEnv, type DbEnv } from './env';
import { assertOutsideTransaction, guardPool, inTransaction, NestedConnectionError } from './transaction-scope';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction callback receives; services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type OpenedDatabase = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How the database answers, for /api/health (see checkDatabase). */
  check: (timeoutMs: number) => Promise<DatabaseCheck>;
  close: (timeoutSec: number) => Promise<void>;
};

/** `up`: a query answered; `pool`: whether the shop's own connections took one within the time (`busy`: not). */
type DatabaseCheck = { up: boolean; pool: 'ok' | 'busy' };

const MIGRATIONS = path.join(process.cwd(), 'lib/db/migrations');

/**
 * The opened database. Throws inside a transaction's callback (lib/db/transaction-scope.ts): whatever is reached
 * there gets the transaction's handle, never a second connection.
 */
export function openDatabase(): Promise<OpenedDatabase> {
  if (inTransaction()) return Promise.reject(new NestedConnectionError('openDatabase()'));
  // One pool per process (lib/process-registry.ts); a failed open is forgotten, so the next call tries again.
  const opening = (processState.database ??= open().catch((error) => {
    if (processState.database === opening) delete processState.database;
    throw error;
  }));
  return opening;
}

/** The pool's handle; throws inside a transaction's callback, as openDatabase() does. */
export async function getDb(): Promise<Db> {
  assertOutsideTransaction('getDb()');
  return (await openDatabase()).db;
}

/** Closes the database; on PostgreSQL queries still running after `timeoutSec` (default 5) are cut off. */
export async function closeDatabase({ timeoutSec = 5 }: { timeoutSec?: number } = {}): Promise<void> {
  const opened = processState.database;
  delete processState.database;
  if (opened) await (await opened).close(timeoutSec);
}

async function open(): Promise<OpenedDatabase> {
  const env = dbEnv();
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL, env) : openPglite(env.DATA_DIR);
}

async function openPglite(dataDir: string): Promise<OpenedDatabase> {
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
      db: guardPool(db) as unknown as Db,
      kind: 'pglite',
      // One connection: a long transaction holds it, and the ping waits behind it (PGlite cannot cancel it).
      check: async (timeoutMs) => {
        const answered = await answersWithin(timeoutMs, client.query('select 1'));
        return { up: true, pool: answered ? 'ok' : 'busy' };
      },
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

async function openPostgres(url: string, env: DbEnv): Promise<OpenedDatabase> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  // One stuck request must not stop the shop: PostgreSQL ends a session left idle inside a transaction (its locks
  // and its pooled connection freed) and a statement running too long. Session settings sent at connect.
  const limits = {
    idle_in_transaction_session_timeout: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SEC * 1000,
    statement_timeout: env.DATABASE_STATEMENT_TIMEOUT_SEC * 1000,
  };
  const client = postgres(url, { max: env.DATABASE_POOL_SIZE, onnotice: () => {}, connection: limits });
  const db = drizzle(client, { schema });
  // Several instances may start at once: one migrates while holding a session advisory lock on a connection
  // of its own, the others wait for it (closing that connection releases the lock). Without the limits above:
  // waiting for another instance's migration, or one migration's statement, may take longer.
  const lock = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await lock`select pg_advisory_lock(715517)`;
    await migrate(drizzle(lock, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await lock.end({ timeout: 5 });
  }
  // /api/health asks through a connection of its own, so it answers while every pooled one is taken.
  const probe = postgres(url, {
    max: 1,
    onnotice: () => {},
    idle_timeout: 60,
    connect_timeout: 5,
    connection: { statement_timeout: 5000 },
  });
  return {
    db: guardPool(db) as unknown as Db,
    kind: 'postgres',
    check: async (timeoutMs) => {
      const up = await answersWithin(timeoutMs, probe`select 1`).catch(() => false);
      if (!up) return { up, pool: 'busy' };
      // A ping queued behind the pool's work: not answered in time means no connection freed up meanwhile.
      const ping = client`select 1`;
      const answered = await answersWithin(timeoutMs, ping).catch(() => false);
      if (!answered) ping.cancel(); // taken out of the queue if still there
      return { up, pool: answered ? 'ok' : 'busy' };
    },
    close: async (timeoutSec) => {
      await Promise.all([client.end({ timeout: timeoutSec }), probe.end({ timeout: 1 })]);
    },
  };
}

/** Whether `query` answered within `ms` (false on time out; its own error passes on). */
function answersWithin(ms: number, query: PromiseLike<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([Promise.resolve(query).then(() => true), timeout]).finally(() => clearTimeout(timer));
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

/**
 * How the database answers, each step within `timeoutMs`: on PostgreSQL a query on a connection of its own
 * (`up`), then one through the pool (`pool`), so the answer comes also while the pool is exhausted.
 */
export async function checkDatabase(timeoutMs: number): Promise<DatabaseCheck & { kind: OpenedDatabase['kind'] }> {
  const opened = await openDatabase();
  return { kind: opened.kind, ...(await opened.check(timeoutMs)) };
}
