// Next.js cache handler without Redis (next.config.mjs enables it when REDIS_URL is not set). Pages go exactly
// where Next's own default handler puts them — it is that handler (FileSystemCache: its in-memory LRU of
// `cacheMaxMemorySize`, nothing written to disk since isrFlushToDisk is off, docs/adr/0051-canonical-filters.md) — and
// optimised images (`/_next/image`), which Next keeps only in a cache handler or on disk with isrFlushToDisk, go to
// a memory LRU bounded by the bytes of their encodings. Without it every picture request encoded the picture again
// (about 30 ms of CPU for a WebP card picture on the 2-core test machine).
// Plain CommonJS: Next.js loads this file itself at runtime, so it cannot import the policy; policy.test.ts holds
// `bounds` below equal to CACHE_BOUNDS.imageMemoryBytes.
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

const bounds = { imageMemoryBytes: 64 * 1024 * 1024 };
// A page counts from the moment its render may have started, not from when it was stored: a render that read the
// catalogue before an invalidation and finished after it must not pass for fresh (Next stamps copies when stored).
// policy.test.ts holds it equal to PAGE_RENDER_ALLOWANCE_MS of lib/cache/policy.ts.
const renderAllowanceMs = 10_000;

// Map order is use order: a read moves the entry to the end, the first entries are the least recently used.
const images = new Map(); // key → { lastModified, value, bytes }
let imageBytes = 0;

function forget(key) {
  const entry = images.get(key);
  if (!entry) return;
  images.delete(key);
  imageBytes -= entry.bytes;
}

const isImage = (kind) => kind === 'IMAGE';

module.exports = class EmbeddedCacheHandler extends FileSystemCache {
  static bounds = bounds;
  static renderAllowanceMs = renderAllowanceMs;

  async get(key, ctx) {
    if (!isImage(ctx?.kind)) return super.get(key, ctx);
    const entry = images.get(key);
    if (!entry) return null;
    images.delete(key);
    images.set(key, entry);
    return { lastModified: entry.lastModified, value: entry.value };
  }

  async set(key, data, ctx) {
    if (!isImage(ctx?.kind)) {
      // Next's handler puts the copy in its memory LRU synchronously, stamped now; it is stamped earlier here.
      const stored = super.set(key, data, ctx);
      const copy = data ? FileSystemCache.memoryCache?.get(key) : undefined;
      if (copy) copy.lastModified -= renderAllowanceMs;
      return stored;
    }
    forget(key);
    if (!data) return;
    // The encoded picture and its two etags; the map's own overhead is small beside them.
    const bytes = (data.buffer?.byteLength ?? 0) + 256;
    if (bytes > bounds.imageMemoryBytes) return;
    images.set(key, { lastModified: Date.now(), value: data, bytes });
    imageBytes += bytes;
    while (imageBytes > bounds.imageMemoryBytes) forget(images.keys().next().value);
  }
};
