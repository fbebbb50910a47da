// Spreads invalidations to every instance when REDIS_URL is set: `invalidate(tags)` on one instance publishes the
// tags on a Redis channel, and every other instance drops its own copies (response cache, memos) on receipt —
// within milliseconds, and once more when the shared page cache (lib/cache/redis-cache-handler.cjs, which every
// instance re-reads within a second) is sure to know of the change.
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { serverEnv } from '@/lib/server/env';
import { failFastOptions, withRedis } from '@/lib/server/redis';
import { clearLocalCaches, setInvalidationBroadcaster } from './invalidate';

type Message = { from: string; tags: string[] };

/** Longer than the shared page cache's re-read of revalidations (TAG_REFRESH_MS in redis-cache-handler.cjs). */
const SETTLE_MS = 1500;

function parse(text: string): Message | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { from, tags } = value as Partial<Message>;
    if (typeof from !== 'string' || !Array.isArray(tags) || !tags.every((t) => typeof t === 'string')) return null;
    return { from, tags };
  } catch {
    return null;
  }
}

/** Subscribes this instance and installs the publisher; does nothing without REDIS_URL. Call once at start. */
export function startInvalidationBus(): void {
  const { REDIS_URL, REDIS_CACHE_PREFIX } = serverEnv();
  if (!REDIS_URL) return;
  const channel = `${REDIS_CACHE_PREFIX}invalidate`;
  const instance = randomUUID();
  // A connection in subscriber mode can do nothing else: publishing goes through the shared one. Its SUBSCRIBE may
  // wait for a connection (nobody waits for it) and is repeated on every reconnect (ioredis' autoResubscribe).
  const subscriber = new Redis(REDIS_URL, {
    ...failFastOptions(),
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  });
  // Reconnection attempts fail every couple of seconds while Redis is down: said once per outage.
  let reported = false;
  subscriber.on('ready', () => (reported = false));
  subscriber.on('error', (error) => {
    if (!reported) console.error('[cache] invalidation channel:', error.message);
    reported = true;
  });
  subscriber.on('message', (_channel: string, text: string) => {
    const message = parse(text);
    if (!message || message.from === instance) return;
    clearLocalCaches(message.tags);
    // The shared page cache learns of the revalidation only at its next read of Redis (within a second): a page
    // asked for in between is still the old one, and the response cache would keep that copy. Clear once more
    // after that window, so the last stale copy goes too.
    setTimeout(() => clearLocalCaches(message.tags), SETTLE_MS).unref();
  });
  void subscriber.subscribe(channel).catch((error: Error) => console.error('[cache] cannot subscribe:', error.message));
  setInvalidationBroadcaster((tags) => {
    const message: Message = { from: instance, tags: [...tags] };
    // While Redis is down the other instances are not told: their copies go at the end of their short lifetimes
    // (s-maxage), as this instance's own are already gone. Never awaited: a change never waits for Redis.
    void withRedis(
      (redis) => redis.publish(channel, JSON.stringify(message)),
      () => 0,
    );
  });
}
