import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { CACHE_BOUNDS } from '@/lib/cache/policy';
import type { ShopResponse } from '../shop-response';
import { pickEncoding } from './encoding';
import { compressedBody, entryFor, type Entry, type FinishedAnswer } from './entry';
import { Recording } from './recording';
import { cacheableUrl, isQueryVariant, isRevalidation } from './rules';

/**
 * A small shared cache in front of Next.js, the way a CDN or nginx's micro-cache would sit in front of it: a step
 * of the shop's server (server-steps.ts; docs/adr/0016-response-cache.md).
 *
 * Next's ISR already keeps the rendered catalogue HTML, but every hit still goes through its router, reads the
 * entry and gzips ~0.2–0.4 MB of HTML for each request: a cached page reached 5–17 % of a static file's
 * throughput. This cache keeps the final response bytes, compressed once (gzip and brotli; entry.ts), and answers
 * repeated requests before Next sees them.
 *
 * It only keeps what the response itself declares shareable (rules.ts): a 200 text answer (HTML, JSON, XML) to a
 * plain GET request (no RSC, prefetch or server-action headers) whose Cache-Control carries `s-maxage`, with no
 * Set-Cookie: the catalogue pages (ISR) and the public catalogue APIs (search hints, product lists). It keeps it
 * for that many seconds at most, so it never serves anything staler than a CDN honouring the same header
 * would. Personal data is never in such pages (the shop loads it on the client), so a cookie does not vary them.
 * Every `s-maxage` the shop sends comes from the cache policy (lib/cache/policy.ts): route handlers send
 * `cacheControl(name)`, ISR pages get it from their `revalidate`; only pages built once (the text pages) carry
 * Next's own, and they change only with a deployment.
 *
 * Each kept response carries the policy's tags for its path (lib/cache/paths.ts), so `invalidate(tags)` drops
 * exactly the copies a change touches.
 *
 * A request is kept under its key (`keyOf`): the shop's server gives a listing's canonical address
 * (lib/catalog/listing-url.ts, the form proxy.ts rewrites by), so equivalent addresses share one copy.
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
  /** The key a cacheable URL is kept under (default: the URL itself). */
  keyOf?: (url: string) => string | Promise<string>;
  /** Test mode: every answer carries `X-Cache-Fill`, the number of the pass through Next that made its copy, so
   *  the test suites can see how many renders served a set of requests. */
  numberFills?: boolean;
  /** Clock, for tests. */
  now?: () => number;
}

/** The requests waiting for one pass through Next to bring a key's copy. */
interface Flight {
  waiters: Array<() => void>;
}

/** How the cache dealt with a request: answered it; or Next must answer it now (the callback is not called); or
 *  it waits for another request's answer and calls the callback if it has to go on to Next after all. */
type Outcome = 'answered' | 'next' | 'waiting';

const DEFAULT_MAX_WAIT_MS = 10_000;

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;
  private readonly maxQueryVariants: number;
  /** The keys of the kept variants (URLs with a query), least recently used first. */
  private readonly variants = new Set<string>();
  private readonly now: () => number;
  private readonly keyOf: (url: string) => string | Promise<string>;
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
    this.keyOf = options.keyOf ?? ((url) => url);
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
   * The server step: answers the request from the cache when it can, or has it wait for the answer another request
   * for the same key is fetching (calling `next` if it must go on after all); otherwise, when the answer may be
   * cacheable, records what the next steps write and keeps it, and calls `next` now.
   */
  serve(request: IncomingMessage, response: ShopResponse, next: () => void): void {
    const url = this.enabled ? cacheableUrl(request) : null;
    if (!url) return next();
    const deadline = performance.now() + this.maxWaitMs;
    const key = this.keyOf(url);
    // Only a listing's key takes a look at the catalogue (a promise); the others are routed at once.
    if (typeof key === 'string') return this.routeOrNext(key, request, response, next, deadline);
    key.then(
      (known) => this.routeOrNext(known, request, response, next, deadline),
      () => next(),
    );
  }

  private routeOrNext(
    key: string,
    request: IncomingMessage,
    response: ShopResponse,
    next: () => void,
    deadline: number,
  ) {
    if (this.route(key, request, response, next, deadline) === 'next') next();
  }

  private route(
    key: string,
    request: IncomingMessage,
    response: ShopResponse,
    next: () => void,
    deadline: number,
  ): Outcome {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && entry.expiresAt > now) {
      this.touch(key, entry);
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
      this.wait(flight, key, request, response, next, deadline);
      return 'waiting';
    }
    // A HEAD answer has no body to keep; a revalidation's may be a bodiless 304, which no one else can use.
    const leads = !flight && !this.unshareable.has(key) && !isRevalidation(request);
    if (request.method === 'GET') this.record(key, response, leads);
    return 'next';
  }

  /** Most recently used last: the Map's order is the eviction order. */
  private touch(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.variants.delete(key)) this.variants.add(key);
  }

  /** Parks the request until the key's flight lands (then routes it again: most often a hit) or the deadline. */
  private wait(
    flight: Flight,
    key: string,
    request: IncomingMessage,
    response: ShopResponse,
    next: () => void,
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
        if (request.method === 'GET') this.record(key, response, false);
        next();
      } else this.routeOrNext(key, request, response, next, deadline);
    };
    const waiter = () => release(false);
    const timer = setTimeout(() => release(true), Math.max(0, deadline - performance.now()));
    flight.waiters.push(waiter);
  }

  /**
   * Records what the next steps write for this request (recording.ts) and keeps it when the finished answer may be
   * shared. The request that `leads` opens the key's flight, which lands (its waiters routed again) as soon as it is
   * clear whether there is a copy to share.
   */
  private record(key: string, response: ShopResponse, leads: boolean) {
    const flight = leads ? this.openFlight(key) : null;
    const land = () => flight && this.land(key, flight);
    const generation = this.generation;
    const fill = this.numberFills ? ++this.fills : 0;
    new Recording(response, this.maxEntryBytes, fill, {
      dropped: (unshareable) => {
        if (unshareable) this.rememberUnshareable(key);
        land();
      },
      finished: (answer) => {
        this.pendingStores++;
        void this.keep(key, answer, generation).finally(() => {
          this.pendingStores--;
          land();
        });
      },
      abandoned: land,
    }).start();
  }

  private openFlight(key: string): Flight {
    const flight: Flight = { waiters: [] };
    this.flights.set(key, flight);
    return flight;
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

  /** Keeps a finished answer, unless an invalidation happened while it was made or it is too large. */
  private async keep(key: string, answer: FinishedAnswer, generation: number) {
    let entry: Entry | null;
    try {
      entry = await entryFor(key, answer, this.now());
    } catch {
      entry = null; // a response that cannot be decoded or compressed is simply not cached
    }
    if (generation !== this.generation) return;
    if (!entry || entry.bytes > this.maxEntryBytes) return this.rememberUnshareable(key);
    this.remove(key);
    this.unshareable.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    if (isQueryVariant(key)) this.variants.add(key);
    this.evict();
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

  private send(key: string, entry: Entry, request: IncomingMessage, response: ShopResponse, state: 'HIT' | 'STALE') {
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

  private compressed(key: string, entry: Entry, encoding: 'br' | 'gzip'): Buffer {
    const { body, madeBytes } = compressedBody(entry, encoding);
    // Counted while it is kept (an invalidated entry may still be answering the waiters of its flight).
    if (madeBytes && this.entries.get(key) === entry) {
      this.bytes += madeBytes;
      this.evict();
    }
    return body;
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
