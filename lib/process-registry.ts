// The state a server process must hold once although Next bundles the modules holding it several times.
//
// Why it exists: `next build` (Turbopack) compiles a module once per layer that imports it — instrumentation, the
// route handlers, the pages (React server components and SSR) — and each copy has its own module-level variables.
// Measured in a build: lib/server/memo.ts is three modules with three ids (instrumentation, route handlers, pages);
// the route handlers share one copy among themselves, as do the pages. So state written by one layer and read by
// another must live outside the modules: here, one record on globalThis. Next's cache handler
// (lib/cache/redis-cache-handler.cjs) is loaded by Next itself, outside every bundle, and reads the Redis entry
// too. State that one layer alone reads and writes stays a module variable where it is used.
//
// Each entry is owned by one module (named first), which creates it on first use and gives its type; the rest of
// its comment says which layers share it.
import type { AsyncLocalStorage } from 'node:async_hooks';
import type { OpenedDatabase } from '@/lib/db/client';
import type { TransactionScope } from '@/lib/db/transaction-scope';
import type { Broadcaster, InvalidationListener } from '@/lib/server/cache/invalidate';
import type { MemoEntry } from '@/lib/server/memo';
import type { MediaSource } from '@/lib/server/media/media-source';
import type { ClockName } from '@/lib/server/named-clock';
import type { RateLimitWindow } from '@/lib/server/rate-limit';
import type { RedisConnection } from '@/lib/server/redis';
import type { HintCardsState } from '@/lib/server/search/hint-cards';
import type { SearchIndexState } from '@/lib/server/search/memory-index/current';
import type { ResponseCache } from '@/lib/server/http/response-cache/cache';
import type { ShopServerParts } from '@/lib/server/http/server-handoff';
import type { SearchLogState } from '@/lib/server/search/search-log';

export type ProcessState = {
  /** lib/db/client.ts. Opened, migrated and seeded by instrumentation; every layer queries it: one pool per process. */
  database?: Promise<OpenedDatabase>;
  /**
   * lib/db/transaction-scope.ts. A transaction begun through the pool (opened by whichever layer came first) marks
   * its callback in this store, and the code it calls in every layer asks the same store whether it runs inside.
   */
  transactionScopes?: AsyncLocalStorage<TransactionScope>;
  /**
   * lib/server/auth/secret.ts. Loaded by instrumentation before the first request, so that no layer reads it
   * lazily inside a transaction (issue 25: a second pooled connection while holding the first).
   */
  signingKey?: Promise<Uint8Array>;
  /**
   * lib/server/redis.ts. The one Redis connection and its circuit: rate limits (route handlers), the invalidation
   * bus (instrumentation) and Next's page cache handler (loaded outside the bundles) share it, so one outage is
   * seen once and /api/health reports what all of them do.
   */
  redis?: RedisConnection;
  /** lib/server/memo.ts. Filled by pages and route handlers; an invalidation from any layer must reach all copies. */
  memos?: Map<string, MemoEntry>;
  /**
   * lib/server/rate-limit.ts. The in-process counters (PGlite): route handlers and the hints' fast route
   * (instrumentation) count into one window, or every limit would be multiplied by the layers.
   */
  rateLimitWindows?: Map<string, RateLimitWindow>;
  /** lib/server/cache/invalidate.ts. Installed by instrumentation (the Redis bus), called by route handlers. */
  invalidationBroadcaster?: Broadcaster;
  /** lib/server/cache/invalidate.ts. Registered by the search caches of pages and route handlers, called by all. */
  invalidationListeners?: InvalidationListener[];
  /** lib/server/mail/outbox-sender.ts. Set by the background jobs (instrumentation), woken by route handlers. */
  outboxWaker?: (() => void) | null;
  /** lib/server/media/media-source.ts. Registered by instrumentation, read by the /media route handler. */
  mediaSource?: MediaSource;
  /** lib/server/search/search-log.ts. Counted by the results page and route handlers, written at shutdown too. */
  searchLog?: SearchLogState;
  /** lib/server/search/memory-index/current.ts. One index (tens of MB) for the hints and the results page. */
  searchIndex?: SearchIndexState;
  /** lib/server/search/hint-cards.ts. Read by the hints' fast route (instrumentation) and their route handler. */
  searchHintCards?: HintCardsState;
  /** lib/server/named-clock.ts. Shifted by the test endpoints (route handlers), read by pages and jobs. */
  clockShifts?: Map<ClockName, number>;
  /**
   * lib/server/http/response-cache/installed.ts. Made by the server steps (bundled with instrumentation), emptied
   * by the invalidations of route handlers.
   */
  responseCache?: ResponseCache;
  /**
   * server.mjs, the shop's HTTP server, which Next does not bundle: set before Next loads instrumentation.ts, which
   * hands the server steps over through it (lib/server/http/server-handoff.ts). Absent under `next dev`.
   */
  receiveServerParts?: (parts: ShopServerParts) => void;
};

/** The one global name; lib/cache/redis-cache-handler.cjs and server.mjs spell it too (policy.test.ts holds them equal). */
export const PROCESS_STATE_KEY = Symbol.for('kukly-shop.process-state');

/** This process's shared state; an entry is absent until its owner creates it. */
export const processState: ProcessState = ((globalThis as { [PROCESS_STATE_KEY]?: ProcessState })[PROCESS_STATE_KEY] ??=
  {});
