// Next.js cache handler shared by every instance through Redis (enabled in next.config.mjs when REDIS_URL is set).
// Two tiers: a small in-process LRU answers hot pages without a network hop; Redis holds the shared copy, so a
// page rendered by one instance is served by all. Tag revalidations are kept in a Redis hash and re-read at most
// once a second by each instance, so an on-demand revalidation reaches every instance within about a second
// (lib/server/cache/invalidate.ts: `revalidatePath` arrives here as a revalidation of Next's implicit page tags,
// which every page entry carries in its x-next-cache-tags header).
// Plain CommonJS: Next.js loads this file itself at runtime.
const v8 = require('node:v8');
const Redis = require('ioredis');

const PREFIX = process.env.REDIS_CACHE_PREFIX || 'kukly:next:';
const TAGS_KEY = `${PREFIX}tags`;
const MEMORY_ENTRIES = Number(process.env.CACHE_MEMORY_ENTRIES || 500);
const TAG_REFRESH_MS = 1000;
// How long Redis keeps a page nobody rewrote: a storage bound, not freshness. How long a page stays fresh is the
// cache policy's (lib/cache/policy.ts, through the page's `revalidate`); Next applies it to what this returns.
const ENTRY_TTL_SECONDS = 7 * 24 * 3600;

// Fail fast while Redis is down or hung (no offline queue, short timeouts), and after a failure leave Redis alone
// for a moment: a page is then rendered and kept in memory as if there were no Redis, instead of waiting for it.
const DOWN_PAUSE_MS = 2000;
let redis;
let downUntil = 0;
let connected;
async function client() {
  if (!redis) {
    redis = new Redis(process.env.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
      commandTimeout: 500,
      retryStrategy: (times) => Math.min(200 * times, 2000),
    });
    redis.on('error', () => {}); // the shop's own Redis client (lib/server/redis.ts) reports outages
    // The first pages wait for the first connection (at most the connect timeout), so a fresh instance reads the
    // shared copies instead of rendering its own.
    connected = new Promise((resolve) => {
      redis.once('ready', resolve);
      setTimeout(resolve, 1000).unref();
    });
  }
  await connected;
  if (Date.now() < downUntil || redis.status !== 'ready') throw new Error('Redis is unavailable');
  return redis;
}
const failed = () => {
  // Not prolonged by the calls it turns away: Redis is tried again once the pause is over.
  if (Date.now() >= downUntil) downUntil = Date.now() + DOWN_PAUSE_MS;
};

const memory = new Map(); // key → { lastModified, value, cacheControl, tags }
let tagTimes = new Map(); // tag → revalidated at (ms)
let tagsReadAt = 0;
let tagsReading;

function remember(key, entry) {
  memory.delete(key);
  memory.set(key, entry);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value);
}

// v8 (de)serialisation keeps Maps and binary data; binary comes back as Uint8Array and Next.js expects Buffers.
function revive(value) {
  if (value instanceof Uint8Array && !Buffer.isBuffer(value))
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (value instanceof Map) {
    for (const [k, v] of value) value.set(k, revive(v));
    return value;
  }
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === 'object') {
    for (const k of Object.keys(value)) value[k] = revive(value[k]);
  }
  return value;
}

async function refreshTags() {
  if (Date.now() - tagsReadAt < TAG_REFRESH_MS) return;
  tagsReading ??= client()
    .then((redis) => redis.hgetall(TAGS_KEY))
    .then((all) => {
      tagTimes = new Map(Object.entries(all).map(([tag, at]) => [tag, Number(at)]));
      tagsReadAt = Date.now();
    })
    .catch(failed)
    .finally(() => (tagsReading = undefined));
  await tagsReading;
}

const entryTags = (entry) => [
  ...(entry.tags || []),
  ...String(entry.value?.headers?.['x-next-cache-tags'] || '')
    .split(',')
    .filter(Boolean),
];
const isRevalidated = (entry) => entryTags(entry).some((tag) => (tagTimes.get(tag) || 0) > entry.lastModified);

module.exports = class RedisCacheHandler {
  constructor(options) {
    this.options = options;
  }

  async get(key) {
    await refreshTags();
    let entry = memory.get(key);
    if (!entry) {
      try {
        const raw = await (await client()).getBuffer(PREFIX + key);
        if (!raw) return null;
        entry = revive(v8.deserialize(raw));
        remember(key, entry);
      } catch {
        failed();
        return null; // Redis unreachable: render as if not cached
      }
    }
    if (isRevalidated(entry)) return null;
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  async set(key, data, ctx) {
    const entry = { lastModified: Date.now(), value: data, cacheControl: ctx?.cacheControl, tags: ctx?.tags || [] };
    remember(key, entry);
    try {
      await (await client()).set(PREFIX + key, v8.serialize(entry), 'EX', ENTRY_TTL_SECONDS);
    } catch {
      failed();
      /* the in-process copy still serves this instance */
    }
  }

  async revalidateTag(tags) {
    const list = Array.isArray(tags) ? tags : [tags];
    if (!list.length) return;
    const now = Date.now();
    for (const tag of list) tagTimes.set(tag, now);
    try {
      await (await client()).hset(TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, String(now)])));
    } catch {
      // This instance knows (tagTimes); the others keep their copies until their own lifetimes end.
      failed();
    }
  }

  resetRequestCache() {}
};
