// The shop's one Redis connection, built so that a Redis outage costs a shopper nothing: Redis only speeds things
// up and shares them between instances (rate-limit counters, cache invalidations), so when it is gone every user
// falls back at once (rate limits to the database, caches to this process's memory) instead of waiting.
// - no offline queue: a command while disconnected fails at once instead of waiting for a reconnect;
// - short connect and command timeouts: a Redis that accepts connections but does not answer (stopped, a network
//   partition) fails a command within COMMAND_TIMEOUT_MS;
// - a circuit: after a failure Redis is «down» and not asked at all; a background probe closes the circuit
//   once Redis answers again (ioredis reconnects on its own in the background too).
import Redis, { type RedisOptions } from 'ioredis';
import { serverEnv } from '@/lib/server/env';

const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1000;
const PROBE_EVERY_MS = 1000;

type State = { client: Redis; down: boolean; probe?: NodeJS.Timeout; lastError?: string };
const KEY = Symbol.for('kukly-shop.redis');
type Holder = { [KEY]?: State };

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

function state(): State {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const client = new Redis(serverEnv().REDIS_URL!, failFastOptions());
    const created: State = { client, down: false };
    // Until the first connection is made Redis counts as down: nothing waits for it.
    created.down = client.status !== 'ready';
    client.on('ready', () => {
      created.down = false;
      created.lastError = undefined;
    });
    client.on('error', (error: Error) => markDown(created, error));
    client.on('close', () => markDown(created, new Error('connection closed')));
    holder[KEY] = created;
  }
  return holder[KEY];
}

function markDown(current: State, error: Error) {
  if (!current.down) console.warn(`[redis] unavailable, falling back to local memory: ${error.message}`);
  current.down = true;
  current.lastError = error.message;
  if (current.probe) return;
  // A connection can look ready while Redis does not answer (a command timed out): probe until it does.
  current.probe = setInterval(() => {
    if (current.client.status !== 'ready') return; // ioredis is reconnecting; 'ready' closes the circuit
    current.client
      .ping()
      .then(() => {
        if (current.down) console.warn('[redis] available again');
        current.down = false;
        current.lastError = undefined;
        clearInterval(current.probe);
        current.probe = undefined;
      })
      .catch(() => {});
  }, PROBE_EVERY_MS);
  current.probe.unref();
}

/** Connects now (at start), so the first requests find Redis ready rather than falling back. */
export function connectRedis(): void {
  if (redisConfigured()) state();
}

/** Whether the shop is configured with Redis at all. */
const redisConfigured = (): boolean => Boolean(serverEnv().REDIS_URL);

/** `off` without REDIS_URL; `down` while the circuit is open (every user falls back). */
function redisStatus(): 'off' | 'up' | 'down' {
  if (!redisConfigured()) return 'off';
  const current = state();
  return current.down || current.client.status !== 'ready' ? 'down' : 'up';
}

/**
 * Runs `work` on Redis when it is up, else `fallback` at once; a failing or timed-out command opens the circuit
 * and falls back too, so a caller never sees a Redis error.
 */
export async function withRedis<T>(work: (redis: Redis) => Promise<T>, fallback: () => Promise<T> | T): Promise<T> {
  if (redisStatus() !== 'up') return fallback();
  const current = state();
  try {
    return await work(current.client);
  } catch (error) {
    markDown(current, error as Error);
    return fallback();
  }
}

/** Asks Redis now (at most COMMAND_TIMEOUT_MS): a Redis that stopped answering opens the circuit here too. */
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
  const holder = globalThis as Holder;
  const current = holder[KEY];
  if (!current) return;
  delete holder[KEY];
  clearInterval(current.probe);
  current.client.removeAllListeners(); // a closing connection is not an outage
  current.client.on('error', () => {});
  current.client.disconnect();
}
