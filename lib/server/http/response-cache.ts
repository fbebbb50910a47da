import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { tagsForUrl } from '@/lib/cache/paths';
import { CACHE_BOUNDS, STALE_PAGE_COPY_MS } from '@/lib/cache/policy';
import { canonicalListingUrl } from '@/lib/catalog/listing-query';

/**
 * A small shared cache in front of Next.js, the way a CDN or nginx's micro-cache would sit in front of it.
 *
 * Next's ISR already keeps the rendered catalogue HTML, but every hit still goes through its router, reads the
 * entry and gzips ~0.2–0.4 MB of HTML for each request: a cached page reached 5–17 % of a static file's
 * throughput. This cache keeps the final response bytes, compressed once (gzip and brotli), and answers
 * repeated requests before Next sees them. A small answer (a search hint's JSON) is compressed at its first hit
 * rather than when kept: most fresh search answers are never asked again, and compressing each cost more than
 * answering it.
 *
 * It only keeps what the response itself declares shareable: a 200 text answer (HTML, JSON, XML) to a plain GET
 * request (no RSC, prefetch or server-action headers) whose Cache-Control carries `s-maxage`, with no Set-Cookie:
 * the catalogue pages (ISR) and the public catalogue APIs (search hints, product lists). It keeps it
 * for that many seconds at most, so it never serves anything staler than a CDN honouring the same header
 * would. Personal data is never in such pages (the shop loads it on the client), so a cookie does not vary them.
 * Every `s-maxage` the shop sends comes from the cache policy (lib/cache/policy.ts): route handlers send
 * `cacheControl(name)`, ISR pages get it from their `revalidate`; only pages built once (the text pages) carry
 * Next's own, and they change only with a deployment.
 *
 * Each kept response carries the policy's tags for its path (lib/cache/paths.ts), so `invalidate(tags)` drops
 * exactly the copies a change touches.
 *
 * A listing is kept under its canonical URL (lib/catalog/listing-query.ts), so equivalent addresses share one copy.
 * A URL with a query is one of endless variants: at most `maxQueryVariants` of them are kept, each for at most
 * CACHE_BOUNDS.responseCacheVariantSeconds, beside the byte bound shared by all (lib/cache/policy.ts says why).
 * Answers carry `X-Cache: HIT` when this cache gave them and `MISS` when Next did and they may be kept.
 *
 * Misses are coalesced: while one request for a key is on its way through Next (a miss, an expiry, an
 * invalidation), the others for the same key wait for its copy instead of each rendering and compressing their
 * own — for at most `maxWaitMs`, after which they go on themselves. When that answer turns out not to be
 * shareable (a personal page, an error), they go on at once, and the key is remembered as one not to wait for, so
 * personal answers (the same `/api/user-info` for everyone) are never queued behind each other. An expired copy
 * whose own `stale-while-revalidate` still allows it is served (`X-Cache: STALE`) to the others while one request
 * refreshes it, for at most as long again as it was fresh; an invalidated copy is never served.
 */

export interface ResponseCacheOptions {
  /** Upper bound of the bytes kept (identity + compressed variants). 0 turns the cache off. */
  maxBytes: number;
  /** Entries larger than this are not kept. */
  maxEntryBytes?: number;
  /** How many responses to URLs with a query are kept at most (the least recently used go first). */
  maxQueryVariants?: number;
  /** How long a request waits for another one's answer to the same key before it goes on itself. */
  maxWaitMs?: number;
  /** How many keys whose answer could not be kept are remembered (their requests never wait for each other). */
  maxUnshareableKeys?: number;
  /** Test mode: every answer carries `X-Cache-Fill`, the number of the pass through Next that made its copy, so
   *  the test suites can see how many renders served a set of requests. */
  numberFills?: boolean;
  /** Clock, for tests. */
  now?: () => number;
}

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  identity: Buffer;
  /** Null until a client asks for it (small answers: see LAZY_COMPRESSION_BYTES). */
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string | undefined;
  storedAt: number;
  expiresAt: number;
  /** Until then an expired copy may still answer while one request refreshes it. */
  staleUntil: number;
  bytes: number;
  tags: readonly string[];
}

/** Request headers that make Next answer something other than the page's HTML document. */
const NON_DOCUMENT_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'range',
];
/** Response headers that describe one transfer rather than the resource. */
const HOP_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

/** The requests waiting for one pass through Next to bring a key's copy. */
interface Flight {
  waiters: Array<() => void>;
}

/** How the cache dealt with a request: answered it; or Next must answer it now (the callback is not called); or
 *  it waits for another request's answer and calls the callback if it has to go on to Next after all. */
type Outcome = 'answered' | 'next' | 'waiting';

const DEFAULT_MAX_WAIT_MS = 10_000;
/** Answers up to this size are compressed when first served compressed (in well under a millisecond), not kept so. */
const LAZY_COMPRESSION_BYTES = 16 * 1024;
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };
const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const gunzip = promisify(zlib.gunzip);
const unbrotli = promisify(zlib.brotliDecompress);
const inflate = promisify(zlib.inflate);

/** The plain bytes of a response body as sent with this Content-Encoding; null for an encoding not known here. */
async function decodeBody(body: Buffer, contentEncoding: OutgoingHttpHeaders[string]): Promise<Buffer | null> {
  const encoding = String(contentEncoding ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding === 'identity' || encoding === '') return body;
  if (encoding === 'gzip' || encoding === 'x-gzip') return gunzip(body);
  if (encoding === 'br') return unbrotli(body);
  if (encoding === 'deflate') return inflate(body);
  return null;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;
  private readonly maxQueryVariants: number;
  /** The keys of the kept variants (URLs with a query), least recently used first. */
  private readonly variants = new Set<string>();
  private readonly now: () => number;
  /** Counts invalidations: a response being collected while any happens may predate it, so it is not kept (the
   *  next request for it is). */
  private generation = 0;
  /** The keys on their way through Next right now, with the requests waiting for them. */
  private readonly flights = new Map<string, Flight>();
  /** Keys whose last answer could not be kept, least recently seen first: their requests do not wait. */
  private readonly unshareable = new Set<string>();
  private readonly maxUnshareableKeys: number;
  private readonly maxWaitMs: number;
  private readonly numberFills: boolean;
  private fills = 0;
  private pendingStores = 0;

  constructor(options: ResponseCacheOptions) {
    this.maxBytes = options.maxBytes;
    this.maxEntryBytes = options.maxEntryBytes ?? Math.min(4 * 1024 * 1024, Math.floor(options.maxBytes / 4));
    this.maxQueryVariants = options.maxQueryVariants ?? CACHE_BOUNDS.queryVariants;
    this.maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
    this.maxUnshareableKeys = options.maxUnshareableKeys ?? 10_000;
    this.numberFills = options.numberFills ?? false;
    this.now = options.now ?? Date.now;
  }

  get enabled() {
    return this.maxBytes > 0;
  }

  get size() {
    return this.entries.size;
  }

  /** Responses finished but still being compressed into the cache. */
  get storing() {
    return this.pendingStores;
  }

  /** How many of the kept responses answer a URL with a query. */
  get variantCount() {
    return this.variants.size;
  }

  /** How many keys are on their way through Next with other requests waiting or able to wait for them. */
  get inFlight() {
    return this.flights.size;
  }

  /** How many requests wait for another one's answer. */
  get waiting() {
    let count = 0;
    for (const flight of this.flights.values()) count += flight.waiters.length;
    return count;
  }

  /**
   * Answers the request from the cache when it can, or has it wait for the answer another request for the same
   * key is fetching (returns true: the cache takes care of it, calling `goOn` if Next must answer it after all);
   * otherwise, when the answer may be cacheable, watches the response Next writes and keeps it (returns false:
   * let Next answer now).
   */
  handle(request: IncomingMessage, response: ServerResponse, goOn: () => void): boolean {
    if (!this.enabled) return false;
    const key = cacheKey(request);
    if (!key) return false;
    return this.route(key, request, response, goOn, performance.now() + this.maxWaitMs) !== 'next';
  }

  private route(
    key: string,
    request: IncomingMessage,
    response: ServerResponse,
    goOn: () => void,
    deadline: number,
  ): Outcome {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && entry.expiresAt > now) {
      // Most recently used last: the Map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (this.variants.delete(key)) this.variants.add(key);
      this.send(key, entry, request, response, 'HIT');
      return 'answered';
    }
    const flight = this.flights.get(key);
    if (entry && entry.staleUntil > now) {
      if (flight) {
        this.send(key, entry, request, response, 'STALE');
        return 'answered';
      }
      // This request refreshes the copy (below); the others get the stale one meanwhile.
    } else if (entry) this.remove(key);
    if (flight && performance.now() < deadline) {
      this.wait(flight, key, request, response, goOn, deadline);
      return 'waiting';
    }
    // A HEAD answer has no body to keep; a revalidation's may be a bodiless 304, which no one else can use.
    const leads = !flight && !this.unshareable.has(key) && !isRevalidation(request);
    if (request.method === 'GET') this.capture(key, response, leads);
    return 'next';
  }

  /** Parks the request until the key's flight lands (then routes it again: most often a hit) or the deadline. */
  private wait(
    flight: Flight,
    key: string,
    request: IncomingMessage,
    response: ServerResponse,
    goOn: () => void,
    deadline: number,
  ) {
    let settled = false;
    const release = (timedOut: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const index = flight.waiters.indexOf(waiter);
      if (index >= 0) flight.waiters.splice(index, 1);
      // A client that left while waiting needs nothing more.
      if (request.socket?.destroyed) return;
      if (timedOut) {
        if (request.method === 'GET') this.capture(key, response, false);
        goOn();
      } else if (this.route(key, request, response, goOn, deadline) === 'next') goOn();
    };
    const waiter = () => release(false);
    const timer = setTimeout(() => release(true), Math.max(0, deadline - performance.now()));
    flight.waiters.push(waiter);
  }

  /** Ends a key's flight: its waiters route again (the copy is there, or one of them goes on for it). */
  private land(key: string, flight: Flight) {
    if (this.flights.get(key) !== flight) return;
    this.flights.delete(key);
    // After the current call (often inside the finished response's writeHead) is over, not within it.
    const waiters = flight.waiters.splice(0);
    if (waiters.length) setImmediate(() => waiters.forEach((waiter) => waiter()));
  }

  /** Notes a key whose answer could not be kept, so its requests stop waiting for each other. */
  private rememberUnshareable(key: string) {
    this.unshareable.delete(key);
    this.unshareable.add(key);
    for (const old of this.unshareable) {
      if (this.unshareable.size <= this.maxUnshareableKeys) break;
      this.unshareable.delete(old);
    }
  }

  /** Drops every kept response carrying one of the tags; returns how many. */
  invalidate(tags: readonly string[]): number {
    this.generation++;
    const wanted = new Set(tags);
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (!entry.tags.some((tag) => wanted.has(tag))) continue;
      this.remove(key);
      dropped++;
    }
    return dropped;
  }

  private send(key: string, entry: Entry, request: IncomingMessage, response: ServerResponse, state: 'HIT' | 'STALE') {
    const age = Math.max(0, Math.floor((this.now() - entry.storedAt) / 1000));
    const headers: OutgoingHttpHeaders = {
      ...entry.headers,
      age: String(age),
      'x-nextjs-cache': state,
      'x-cache': state,
    };
    if (entry.etag && request.headers['if-none-match'] === entry.etag) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const body = encoding === 'identity' ? entry.identity : this.compressed(key, entry, encoding);
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    response.writeHead(entry.status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  /** The entry's body in that encoding, made now (and kept) when it was not made when kept. */
  private compressed(key: string, entry: Entry, encoding: 'br' | 'gzip'): Buffer {
    const kept = entry[encoding];
    if (kept) return kept;
    const made =
      encoding === 'br'
        ? zlib.brotliCompressSync(entry.identity, BROTLI_OPTIONS)
        : zlib.gzipSync(entry.identity, GZIP_OPTIONS);
    entry[encoding] = made;
    entry.bytes += made.length;
    // Counted while it is kept (an invalidated entry may still be answering the waiters of its flight).
    if (this.entries.get(key) === entry) {
      this.bytes += made.length;
      this.evict();
    }
    return made;
  }

  /**
   * Records what Next writes for this request; keeps it when the finished response says it may be shared. Most
   * responses cannot be (personal pages and APIs): their headers say so as they go out, and from then on nothing
   * of theirs is collected. The request that `leads` opens the key's flight, which lands (its waiters routed
   * again) as soon as it is clear whether there is a copy to share.
   */
  private capture(key: string, response: ServerResponse, leads: boolean) {
    const flight: Flight | null = leads ? { waiters: [] } : null;
    if (flight) this.flights.set(key, flight);
    const land = () => {
      if (flight) this.land(key, flight);
    };
    const fill = this.numberFills ? ++this.fills : 0;
    // The bytes are captured as they go out, compressed or not as Next chose for this client (the request is
    // left as it is: most responses are not cacheable and must stay compressed); store() decodes them.
    const chunks: Buffer[] = [];
    const generation = this.generation;
    let size = 0;
    let dropped = false;
    /** Nothing to keep; `unshareable`: nor will there be for the next request (a 304 says nothing about that). */
    const drop = (unshareable = true) => {
      dropped = true;
      chunks.length = 0;
      if (unshareable) this.rememberUnshareable(key);
      land();
    };
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (dropped || chunk == null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
          : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      size += buffer.length;
      if (size > this.maxEntryBytes) return drop();
      chunks.push(Buffer.from(buffer));
    };
    let headersGivenToWriteHead: OutgoingHttpHeaders = {};
    const finalHeaders = () => ({ ...headerRecord(response.getHeaders()), ...headersGivenToWriteHead });
    const write = response.write;
    const end = response.end;
    const writeHead = response.writeHead;
    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return write.apply(this, [chunk, ...rest] as Parameters<typeof write>);
    } as typeof response.write;
    response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return end.apply(this, [chunk, ...rest] as Parameters<typeof end>);
    } as typeof response.end;
    // Node calls writeHead() before the first byte, implicitly too. Headers handed to it are not visible through
    // getHeaders() afterwards, so they are noted here.
    response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const given = args.find((a, i) => i > 0 && a && typeof a === 'object');
      if (given) headersGivenToWriteHead = headerRecord(given as OutgoingHttpHeaders | unknown[]);
      const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
      if (shareableFor(status, finalHeaders()) <= 0) drop(status !== 304);
      else if (!this.headersSent) {
        this.setHeader('x-cache', 'MISS');
        if (fill) this.setHeader('x-cache-fill', String(fill));
      }
      return writeHead.apply(this, args as Parameters<typeof writeHead>);
    } as typeof response.writeHead;
    let finished = false;
    response.once('finish', () => {
      finished = true;
      if (dropped) return;
      const headers = finalHeaders();
      const ttlMs = shareableFor(response.statusCode, headers);
      if (ttlMs <= 0) return drop();
      this.pendingStores++;
      void this.store(key, response.statusCode, headers, Buffer.concat(chunks), ttlMs, generation).finally(() => {
        this.pendingStores--;
        land();
      });
    });
    // A response that never finished (the client left, Next failed) brings nothing: the waiters go on.
    response.once('close', () => {
      if (!finished) land();
    });
  }

  private async store(
    key: string,
    status: number,
    responseHeaders: OutgoingHttpHeaders,
    sent: Buffer,
    ttlMs: number,
    generation: number,
  ) {
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(responseHeaders)) {
      if (value !== undefined && !HOP_HEADERS.has(name)) headers[name] = value;
    }
    headers.vary = withAcceptEncoding(headers.vary);
    try {
      const identity = await decodeBody(sent, responseHeaders['content-encoding']);
      if (!identity) return;
      const [gzipped, brotlied] =
        identity.length <= LAZY_COMPRESSION_BYTES
          ? [null, null]
          : await Promise.all([gzip(identity, GZIP_OPTIONS), brotli(identity, BROTLI_OPTIONS)]);
      const storedAt = this.now();
      const variant = isQueryVariant(key);
      const lifetimeMs = variant ? Math.min(ttlMs, CACHE_BOUNDS.responseCacheVariantSeconds * 1000) : ttlMs;
      // Served stale only while one request refreshes it, within the response's own stale-while-revalidate and
      // never longer than it was fresh; a stale ISR copy (kept a second) not at all.
      const staleMs =
        ttlMs === STALE_PAGE_COPY_MS ? 0 : Math.min(lifetimeMs, staleWhileRevalidateMs(headers['cache-control']));
      const entry: Entry = {
        status,
        headers,
        identity,
        gzip: gzipped,
        br: brotlied,
        etag: typeof headers.etag === 'string' ? headers.etag : undefined,
        storedAt,
        expiresAt: storedAt + lifetimeMs,
        staleUntil: storedAt + lifetimeMs + staleMs,
        bytes: identity.length + (gzipped?.length ?? 0) + (brotlied?.length ?? 0),
        tags: tagsForUrl(key),
      };
      if (generation !== this.generation) return;
      if (entry.bytes > this.maxEntryBytes) return this.rememberUnshareable(key);
      this.remove(key);
      this.unshareable.delete(key);
      this.entries.set(key, entry);
      this.bytes += entry.bytes;
      if (variant) this.variants.add(key);
      this.evict();
    } catch {
      // A response that cannot be decoded or compressed is simply not cached.
      this.rememberUnshareable(key);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.variants.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict() {
    for (const key of this.variants) {
      if (this.variants.size <= this.maxQueryVariants) break;
      this.remove(key);
    }
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(key);
    }
  }
}

/** The key of a cacheable document request (its URL, a listing's in canonical form), or null when the request must
 *  go to Next. */
export function cacheKey(request: IncomingMessage): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = request.url;
  if (!url || !url.startsWith('/') || url.startsWith('/_next/')) return null;
  if (url.includes('_rsc=')) return null;
  for (const header of NON_DOCUMENT_HEADERS) if (request.headers[header] !== undefined) return null;
  const cacheControl = String(request.headers['cache-control'] ?? '');
  if (/no-cache|no-store/.test(cacheControl) || request.headers.pragma === 'no-cache') return null;
  return canonicalListingUrl(url) ?? url;
}

const isQueryVariant = (key: string) => key.includes('?');

const isRevalidation = (request: IncomingMessage) =>
  request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined;

/** How long (ms) a finished response may be shared, or 0 when it must not be kept. Header names lower-case. */
export function shareableFor(status: number, headers: OutgoingHttpHeaders): number {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0;
  // Text only: pictures are compressed already and served from disk.
  if (!/^(text\/|application\/(json|xml))/.test(String(headers['content-type'] ?? ''))) return 0;
  const cacheControl = String(headers['cache-control'] ?? '');
  if (/private|no-store|no-cache/.test(cacheControl)) return 0;
  const sMaxAge = /s-maxage=(\d+)/.exec(cacheControl);
  if (!sMaxAge) return 0;
  const seconds = Number(sMaxAge[1]);
  if (!(seconds > 0)) return 0;
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return STALE_PAGE_COPY_MS;
  return seconds * 1000;
}

/** The `stale-while-revalidate` of a Cache-Control value, in ms (0 without one). */
function staleWhileRevalidateMs(cacheControl: OutgoingHttpHeaders[string]): number {
  const seconds = Number(/stale-while-revalidate=(\d+)/.exec(String(cacheControl ?? ''))?.[1] ?? 0);
  return seconds > 0 ? seconds * 1000 : 0;
}

/** br when the client takes it, then gzip, else the plain bytes. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}

/** Headers as a record with lower-case names, from an object or the flat [name, value, …] list writeHead takes. */
function headerRecord(headers: OutgoingHttpHeaders | unknown[]): OutgoingHttpHeaders {
  const record: OutgoingHttpHeaders = {};
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) record[String(headers[i]).toLowerCase()] = headers[i + 1] as string;
  } else {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) record[name.toLowerCase()] = value;
  }
  return record;
}

function withAcceptEncoding(vary: OutgoingHttpHeaders[string]): string {
  const names = String(vary ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!names.some((n) => n.toLowerCase() === 'accept-encoding')) names.push('Accept-Encoding');
  return names.join(', ');
}
