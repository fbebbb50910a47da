// The API suites whose behaviour depends on the database under the shop, so the `api-pg` step runs them again on
// PostgreSQL after the `api` step has run every suite on PGlite (jest.config.mjs, project `api-pg`).
//
// PGlite is PostgreSQL compiled to WebAssembly: the same SQL, planner and constraints, but one connection in the
// shop's own process. What differs on a PostgreSQL server is what a pool of connections and a server process
// bring: transactions that really run at the same time (row locks, unique races, one winner), rate-limit counters
// kept in the database instead of the process, a database that can go away, and the server's locale. A suite
// that checks one of those belongs here; a suite that checks pages, input rules or HTTP does not.
//
// A new suite that depends on the database: add a line with the reason. The fault suites (tests/faults) need
// PostgreSQL whatever the step and have a step of their own.

/** @type {{ file: string, why: string }[]} */
export const DATABASE_DEPENDENT_SUITES = [
  { file: 'health.test.ts', why: 'health names the database, and answers 503 once a PostgreSQL database is gone' },
  { file: 'redis-outage.test.ts', why: 'PostgreSQL only: without Redis the rate limits are counted in the database' },
  { file: 'rate-limits.test.ts', why: 'on PostgreSQL the counters live in the database, on PGlite in the process' },
  { file: 'accounts-isolated.test.ts', why: 'per-login and per-email limits: counted in the database on PostgreSQL' },
  { file: 'pruning.test.ts', why: 'on PostgreSQL the rate-limit windows pruned are rows; the store read directly' },
  { file: 'checkout-race.test.ts', why: 'parallel checkouts of the last pieces run at the same time only on a pool' },
  { file: 'orders.test.ts', why: 'stock taken in one transaction; a double click with one key makes one order' },
  { file: 'cart.test.ts', why: 'parallel adds land exactly and stop at the stock (concurrent transactions)' },
  { file: 'money.test.ts', why: 'Idempotency-Keys and promo-code uses held and counted inside transactions' },
  { file: 'money-switch.test.ts', why: 'one store across restarts: aged rows and keys read back by a new server' },
  { file: 'bonuses.test.ts', why: 'parallel debits of the same points never take more than the balance' },
  { file: 'bonus-refunds.test.ts', why: 'refused refunds sent in parallel leave the points as they were' },
  { file: 'refund-unknown-outcome.test.ts', why: 'a refund reservation held across requests is never paid twice' },
  { file: 'admin-orders.test.ts', why: 'two cancellations at the same moment: one wins, the stock comes back once' },
  { file: 'cod-confirmation.test.ts', why: 'cash-on-delivery holds stay within their share under parallel orders' },
  { file: 'reviews.test.ts', why: 'parallel publications credit the review points once' },
  { file: 'stock-alerts.test.ts', why: 'the background job and requests on separate connections: one letter each' },
  { file: 'accounts-db.test.ts', why: 'what is stored, read from the PostgreSQL database directly' },
  { file: 'admin-staff-store.test.ts', why: 'the audit log refuses TRUNCATE in the database itself (triggers)' },
  { file: 'search.test.ts', why: 'the SQL search: trigrams and lower() under the server’s locale (C.UTF-8)' },
  { file: 'shared-cache.test.ts', why: 'two instances on one PostgreSQL database sharing their page cache in Redis' },
  { file: 'admin-catalog-import.test.ts', why: 'a 10 000-line import written in batches through the pool' },
];
