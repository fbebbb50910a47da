// One connection per transaction, structurally. Code running inside a transaction that asks the pool for another
// connection (getDb(), a memo loading through the pool, a `db` captured outside the callback) waits for a free
// one while holding its own, its row locks included: with every pooled connection held by such transactions the
// shop stops for good (issue 25: the signing key read lazily while sealing an order's letter). On PGlite, the one
// connection, the second query waits for the transaction that waits for it. So the transaction's callback runs
// in a scope (AsyncLocalStorage), and anything that would take a second connection there throws at once: a test
// meets the error instead of production meeting the deadlock. Functions called inside a transaction take the tx.
import { AsyncLocalStorage } from 'node:async_hooks';
import { processState } from '@/lib/process-registry';

export type TransactionScope = { open: boolean };

// One store per process (lib/process-registry.ts): the pool is opened by one layer and asked for by others.
const scopes = (processState.transactionScopes ??= new AsyncLocalStorage<TransactionScope>());

export class NestedConnectionError extends Error {
  constructor(what: string) {
    super(
      `${what} inside a database transaction: it would wait for a second connection while holding the first ` +
        '(a deadlock once the pool is exhausted). Pass the transaction (tx) down instead, or load it before the transaction.',
    );
    this.name = 'NestedConnectionError';
  }
}

/** Whether the calling code runs inside a transaction's callback that has not finished yet. */
export function inTransaction(): boolean {
  return scopes.getStore()?.open === true;
}

export function assertOutsideTransaction(what: string): void {
  if (inTransaction()) throw new NestedConnectionError(what);
}

/**
 * Runs `fn` marked as a transaction's callback. Work it starts without awaiting (a timer, a promise left running)
 * inherits the mark but is free again once the callback has finished: only what runs while the connection is held
 * is refused.
 */
async function inScope<T>(fn: () => Promise<T>): Promise<T> {
  const scope: TransactionScope = { open: true };
  try {
    return await scopes.run(scope, fn);
  } finally {
    scope.open = false;
  }
}

type Session = Record<string, unknown>;
/** The session methods through which a query or a transaction reaches the pool (drizzle's PgSession and drivers). */
const POOL_ENTRIES = ['prepareQuery', 'query', 'queryObjects'] as const;

/**
 * Guards the database handle of the pool (not a transaction's): a query on it from inside a transaction throws,
 * and its transactions run their callbacks in a scope. A transaction's own handle (tx) is a separate session
 * drizzle creates per transaction, untouched, so `tx` and its savepoints (`tx.transaction`) work as always.
 */
export function guardPool<D extends { transaction: unknown }>(db: D): D {
  const session = (db as unknown as { session: Session }).session;
  for (const name of POOL_ENTRIES) {
    const original = session[name];
    if (typeof original !== 'function') continue;
    session[name] = function (this: unknown, ...args: unknown[]) {
      assertOutsideTransaction('A query on the pool');
      return original.apply(this, args);
    };
  }
  const begin = session.transaction as (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;
  session.transaction = function (this: unknown, fn: (tx: unknown) => Promise<unknown>, config?: unknown) {
    if (inTransaction()) return Promise.reject(new NestedConnectionError('A transaction on the pool'));
    return begin.call(this, (tx) => inScope(() => fn(tx)), config);
  };
  return db;
}
