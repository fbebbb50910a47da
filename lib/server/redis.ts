import Redis from 'ioredis';
import { serverEnv } from '@/lib/server/env';

const KEY = Symbol.for('kukly-shop.redis');
type Holder = { [KEY]?: Redis };

/** One Redis connection per process (REDIS_URL must be set). */
export function getRedis(): Redis {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Redis(serverEnv().REDIS_URL!, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return holder[KEY];
}
