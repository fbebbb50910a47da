// Next.js cache handler (next.config.mjs enables it when REDIS_URL is set). Two tiers: a small in-process LRU
// answers hot pages without a network hop; Redis holds the shared copy, so a page rendered by one instance is served
// by all. Tag revalidations are kept in a Redis hash and re-read at most once a second by each instance, so an
// on-demand revalidation reaches every instance within about a second (lib/server/cache/invalidate.ts:
// `revalidatePath` arrives here as a revalidation of Next's implicit page tags, which every page entry carries in
// its x-next-cache-tags header).
// Both tiers are bounded (lib/cache/policy.ts, CACHE_BOUNDS, explains why): memory by the bytes of its entries,
// Redis by a count of pages kept in a sorted set by last use (the least recently used go first), with a smaller
// count and a shorter life for the pages of a URL with a query (a listing's filters, sort, page).
// Plain CommonJS: Next.js loads this file itself at runtime, so it cannot import the policy; policy.test.ts holds
// `bounds` below equal to CACHE_BOUNDS.
// Redis is the shop's one connection and circuit (lib/server/redis.ts), found in the process registry
// (lib/process-registry.ts), which the server's start (instrumentation) fills before Next serves a request. Where
// it is absent (`next build`, a server started without instrumentation) pages are kept in memory only, as when
// Redis is down.
const v8 = require('node:v8');

const HOUR = 3600;
const bounds = {
  queryVariants: 300,
  redisPageSeconds: 7 * 24 * HOUR,
  redisVariantSeconds: HOUR,
  redisEntries: 5000,
  pageMemoryBytes: 64 * 1024 * 1024,
};

// How long before it was stored a page's render may have begun (PAGE_RENDER_ALLOWANCE_MS of lib/cache/policy.ts).
const RENDER_ALLOWANCE_MS = 10_000;

const PREFIX = process.env.REDIS_CACHE_PREFIX || 'kukly:next:';
const TAGS_KEY = `${PREFIX}tags`;
// The sorted sets of kept pages (member: the page's Redis key, score: when it was last used), all and variants.
const PAGES_KEY = `${PREFIX}lru:pages`;
const VARIANTS_KEY = `${PREFIX}lru:variants`;
const MEMORY_ENTRIES = Number(process.env.CACHE_MEMORY_ENTRIES || 500);
const REDIS_ENTRIES = Number(process.env.CACHE_REDIS_ENTRIES || bounds.redisEntries);
const QUERY_VARIANTS = Number(process.env.CACHE_QUERY_VARIANTS || bounds.queryVariants);
const TAG_REFRESH_MS = 1000;

// A listing page's key ends in its internal route /listing/{scope}/{query} (Next puts its own parts before it:
// `/route-cache/APP_PAGE/{hash}/$/listing/all/price_min=1000`); '-' is the empty query (lib/catalog/listing-query.ts).
const isVariant = (key) => /\/listing\/[^/]+\/(?!-$)[^/]+$/.test(key);

// Records a page as just used and drops the least recently used beyond the caps, in one step on the server so
// instances writing at once never overshoot. KEYS: pages set, variants set, the page; ARGV: now, is variant,
// page cap, variant cap, how long the sets themselves live.
const TOUCH_AND_EVICT = `
local function trim(set, cap)
  local over = redis.call('zcard', set) - cap
  if over > 0 then
    local popped = redis.call('zpopmin', set, over)
    for i = 1, #popped, 2 do
      redis.call('del', popped[i])
      redis.call('zrem', KEYS[1], popped[i])
      redis.call('zrem', KEYS[2], popped[i])
    end
  end
end
redis.call('zadd', KEYS[1], ARGV[1], KEYS[3])
redis.call('expire', KEYS[1], ARGV[5])
if ARGV[2] == '1' then
  redis.call('zadd', KEYS[2], ARGV[1], KEYS[3])
  redis.call('expire', KEYS[2], ARGV[5])
  trim(KEYS[2], tonumber(ARGV[4]))
end
trim(KEYS[1], tonumber(ARGV[3]))
return 1`;

// PROCESS_STATE_KEY of lib/process-registry.ts (policy.test.ts holds them equal).
const PROCESS_STATE_KEY = Symbol.for('kukly-shop.process-state');

/**
 * Runs `work` on the shop's Redis through its circuit, or `fallback` at once while Redis is down, hung or absent:
 * a page is then rendered and kept in memory as if there were no Redis, instead of waiting for it. The first pages
 * of a fresh instance wait for the first connection (at most its connect timeout), so they are the shared copies.
 */
async function onRedis(work, fallback) {
  const redis = globalThis[PROCESS_STATE_KEY]?.redis;
  if (!redis) return fallback();
  await redis.firstConnection;
  return redis.run(work, fallback);
}
const nothing = () => null;

const memory = new Map(); // key → { lastModified, value, cacheControl, tags, bytes }
let memoryBytes = 0;
let tagTimes = new Map(); // tag → revalidated at (ms)
let tagsReadAt = 0;
let tagsReading;

function forget(key) {
  const entry = memory.get(key);
  if (!entry) return;
  memory.delete(key);
  memoryBytes -= entry.bytes;
}

function remember(key, entry, bytes) {
  forget(key);
  memory.set(key, { ...entry, bytes });
  memoryBytes += bytes;
  while (memory.size > MEMORY_ENTRIES || memoryBytes > bounds.pageMemoryBytes) {
    forget(memory.keys().next().value);
  }
}

// Marks a page as used in Redis (and evicts beyond the caps); a failure only makes the order less exact.
function touch(key) {
  const variant = isVariant(key);
  return onRedis(
    (redis) =>
      redis.eval(
        TOUCH_AND_EVICT,
        3,
        PAGES_KEY,
        VARIANTS_KEY,
        PREFIX + key,
        Date.now(),
        variant ? '1' : '0',
        REDIS_ENTRIES,
        QUERY_VARIANTS,
        bounds.redisPageSeconds,
      ),
    nothing, // the order of eviction is only less exact
  );
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
  tagsReading ??= onRedis((redis) => redis.hgetall(TAGS_KEY), nothing)
    .then((all) => {
      if (!all) return; // Redis down: the revalidations this instance knows of stand, read again next time
      tagTimes = new Map(Object.entries(all).map(([tag, at]) => [tag, Number(at)]));
      tagsReadAt = Date.now();
    })
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
  static bounds = bounds;
  static renderAllowanceMs = RENDER_ALLOWANCE_MS;
  static processStateKey = PROCESS_STATE_KEY;

  constructor(options) {
    this.options = options;
  }

  async get(key) {
    await refreshTags();
    let entry = memory.get(key);
    if (!entry) {
      // Redis unreachable: render as if not cached.
      const raw = await onRedis((redis) => redis.getBuffer(PREFIX + key), nothing);
      if (!raw) return null;
      entry = revive(v8.deserialize(raw));
      remember(key, entry, raw.length);
      void touch(key);
    }
    if (isRevalidated(entry)) return null;
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  async set(key, data, ctx) {
    // Stamped from when its render may have started (RENDER_ALLOWANCE_MS): a render that read the catalogue before
    // an invalidation and was stored after it must not pass for fresh.
    const entry = {
      lastModified: Date.now() - RENDER_ALLOWANCE_MS,
      value: data,
      cacheControl: ctx?.cacheControl,
      tags: ctx?.tags || [],
    };
    const raw = v8.serialize(entry);
    remember(key, entry, raw.length);
    // Redis unreachable: the in-process copy still serves this instance.
    const ttl = isVariant(key) ? bounds.redisVariantSeconds : bounds.redisPageSeconds;
    const stored = await onRedis((redis) => redis.set(PREFIX + key, raw, 'EX', ttl), nothing);
    if (stored) await touch(key);
  }

  async revalidateTag(tags) {
    const list = Array.isArray(tags) ? tags : [tags];
    if (!list.length) return;
    const now = Date.now();
    for (const tag of list) tagTimes.set(tag, now);
    // Redis unreachable: this instance knows (tagTimes); the others keep their copies until their lifetimes end.
    await onRedis((redis) => redis.hset(TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, String(now)]))), nothing);
  }

  resetRequestCache() {}
};
