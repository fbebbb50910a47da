// Spreads invalidations to every instance when REDIS_URL is set: `invalidate(tags)` on one instance publishes the
// tags on a Redis channel, and every other instance drops its own copies (response cache, memos) on receipt —
// within milliseconds. Next's pages need no message: with Redis they live in the shared cache handler
// (lib/cache/redis-cache-handler.cjs), which every instance re-reads within a second.
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { serverEnv } from '@/lib/server/env';
import { getRedis } from '@/lib/server/redis';
import { clearLocalCaches, setInvalidationBroadcaster } from './invalidate';

type Message = { from: string; tags: string[] };

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
  // A connection in subscriber mode can do nothing else: publishing goes through the shared one.
  const subscriber = new Redis(REDIS_URL, { maxRetriesPerRequest: null, enableOfflineQueue: true });
  subscriber.on('error', (error) => console.error('[cache] invalidation channel:', error.message));
  subscriber.on('message', (_channel: string, text: string) => {
    const message = parse(text);
    if (message && message.from !== instance) clearLocalCaches(message.tags);
  });
  void subscriber.subscribe(channel).catch((error: Error) => console.error('[cache] cannot subscribe:', error.message));
  setInvalidationBroadcaster((tags) => {
    const message: Message = { from: instance, tags: [...tags] };
    getRedis()
      .publish(channel, JSON.stringify(message))
      .catch((error: Error) => console.error('[cache] cannot publish an invalidation:', error.message));
  });
}
