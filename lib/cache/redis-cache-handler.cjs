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

let redis;
const client = () => (redis ??= new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 }));

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
    .hgetall(TAGS_KEY)
    .then((all) => {
      tagTimes = new Map(Object.entries(all).map(([tag, at]) => [tag, Number(at)]));
      tagsReadAt = Date.now();
    })
    .catch(() => {})
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
        const raw = await client().getBuffer(PREFIX + key);
        if (!raw) return null;
        entry = revive(v8.deserialize(raw));
        remember(key, entry);
      } catch {
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
      await client().set(PREFIX + key, v8.serialize(entry), 'EX', ENTRY_TTL_SECONDS);
    } catch {
      /* the in-process copy still serves this instance */
    }
  }

  async revalidateTag(tags) {
    const list = Array.isArray(tags) ? tags : [tags];
    if (!list.length) return;
    const now = Date.now();
    for (const tag of list) tagTimes.set(tag, now);
    await client().hset(TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, String(now)])));
  }

  resetRequestCache() {}
};
