// The shop's one Redis connection and its one circuit, built so that a Redis outage costs a shopper nothing: Redis
// only speeds things up and shares them between instances (the page cache, rate-limit counters, cache
// invalidations), so when it is gone every user falls back at once (pages and rate limits to this process's memory
// or the database) instead of waiting.
// - no offline queue: a command while disconnected fails at once instead of waiting for a reconnect;
// - short connect and command timeouts: a Redis that accepts connections but does not answer (stopped, a network
//   partition) fails a command within COMMAND_TIMEOUT_MS;
// - a circuit: after a failure Redis is «down» and not asked at all; a background probe closes the circuit
//   once Redis answers again (ioredis reconnects on its own in the background too).
// The connection lives in the process registry (lib/process-registry.ts): the route handlers, instrumentation and
// Next's page cache handler (lib/cache/redis-cache-handler.cjs, loaded outside the bundles, which reaches it there
// through `run` and `firstConnection`) all go through it, so the circuit opened by one is open for all, and
// /api/health (checkRedis) reports the one place that decides whether the shop is degraded.
import Redis, { type RedisOptions } from 'ioredis';
import { processState } from '@/lib/process-registry';
import { serverEnv } from '@/lib/server/env';

const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1000;
const PROBE_EVERY_MS = 1000;

type Work<T> = (redis: Redis) => Promise<T>;
type Fallback<T> = () => Promise<T> | T;

/** The registry's entry; the page cache handler (plain CommonJS) uses `run` and `firstConnection` only. */
export type RedisConnection = {
  client: Redis;
  /** The circuit is open: nobody asks Redis until the probe or a reconnection closes it. */
  down: boolean;
  probe?: NodeJS.Timeout;
  /**
   * Settles at the first connection or after CONNECT_TIMEOUT_MS: the page cache of a fresh instance waits for it,
   * so its first pages are the shared copies rather than renders of its own.
   */
  firstConnection: Promise<void>;
  /** The circuit itself: see withRedis. */
  run: <T>(work: Work<T>, fallback: Fallback<T>) => Promise<T>;
};

/** Connection options for every Redis client of the shop (the invalidation bus's subscriber too). */
export function failFastOptions(): RedisOptions {
  return {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Reconnect in the background, never giving up: Redis may come back after minutes.
    retryStrategy: (times: number) => Math.min(200 * times, 2000),
  };
}

function connection(): RedisConnection {
  return (processState.redis ??= connect(serverEnv().REDIS_URL!));
}

function connect(url: string): RedisConnection {
  const client = new Redis(url, failFastOptions());
  const created: RedisConnection = {
    client,
    // Until the first connection is made Redis counts as down: nothing waits for it (the page cache excepted).
    down: true,
    firstConnection: new Promise<void>((resolve) => {
      client.once('ready', () => resolve());
      setTimeout(resolve, CONNECT_TIMEOUT_MS).unref();
    }),
    run: async (work, fallback) => {
      if (created.down || client.status !== 'ready') return fallback();
      try {
        return await work(client);
      } catch (error) {
        markDown(created, error as Error);
        return fallback();
      }
    },
  };
  client.on('ready', () => (created.down = false));
  client.on('error', (error: Error) => markDown(created, error));
  client.on('close', () => markDown(created, new Error('connection closed')));
  return created;
}

function markDown(current: RedisConnection, error: Error) {
  if (!current.down) console.warn(`[redis] unavailable, falling back to local memory: ${error.message}`);
  current.down = true;
  if (current.probe) return;
  // A connection can look ready while Redis does not answer (a command timed out): probe until it does.
  current.probe = setInterval(() => {
    if (current.client.status !== 'ready') return; // ioredis is reconnecting; 'ready' closes the circuit
    current.client
      .ping()
      .then(() => {
        if (current.down) console.warn('[redis] available again');
        current.down = false;
        clearInterval(current.probe);
        current.probe = undefined;
      })
      .catch(() => {});
  }, PROBE_EVERY_MS);
  current.probe.unref();
}

/** Connects now (at start), so the first requests and Next's page cache find Redis rather than falling back. */
export function connectRedis(): void {
  if (redisConfigured()) connection();
}

/** Whether the shop is configured with Redis at all. */
const redisConfigured = (): boolean => Boolean(serverEnv().REDIS_URL);

/**
 * Runs `work` on Redis when it is up, else `fallback` at once; a failing or timed-out command opens the circuit
 * and falls back too, so a caller never sees a Redis error. Without REDIS_URL always the fallback.
 */
export async function withRedis<T>(work: Work<T>, fallback: Fallback<T>): Promise<T> {
  if (!redisConfigured()) return fallback();
  return connection().run(work, fallback);
}

/**
 * `off` without REDIS_URL, else whether Redis answers now (at most COMMAND_TIMEOUT_MS): a Redis that stopped
 * answering opens the circuit here too. The shop is degraded while this says `down` (/api/health).
 */
export async function checkRedis(): Promise<'off' | 'up' | 'down'> {
  if (!redisConfigured()) return 'off';
  return withRedis<'up' | 'down'>(
    async (redis) => {
      await redis.ping();
      return 'up';
    },
    () => 'down',
  );
}

/** Closes the connection (graceful shutdown). */
export async function closeRedis(): Promise<void> {
  const current = processState.redis;
  if (!current) return;
  delete processState.redis;
  clearInterval(current.probe);
  current.client.removeAllListeners(); // a closing connection is not an outage
  current.client.on('error', () => {});
  current.client.disconnect();
}
