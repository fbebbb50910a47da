import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { productTag, TAG } from '@/lib/cache/policy';
import { canonicalListing, canonicalListingUrl } from '@/lib/catalog/listing-url';
import { ShopResponse } from '../shop-response';
import { pickEncoding, ResponseCache, type ResponseCacheOptions } from '.';

// A stand-in for Next.js behind the cache: answers by path, counts how often it was asked.
interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  chunks?: string[];
  /** Runs while the app is answering, before the first byte. */
  meanwhile?: () => void;
  /** How long the app takes to answer (a render). */
  delayMs?: number;
}
const replies = new Map<string, Reply>();
const rendered = new Map<string, number>();
/** Renders running at once now, and the most seen since the test began. */
let rendering = 0;
let mostAtOnce = 0;
let clock = 1_000_000;
let cache: ResponseCache;
let server: http.Server<typeof http.IncomingMessage, typeof ShopResponse>;
let base: string;

const page = (body: string, cacheControl = 's-maxage=300, stale-while-revalidate=31535700'): Reply => ({
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl, etag: `"${body.length}"` },
  body,
});

/** The key the shop's server gives (lib/server/catalog/canonical-listing.ts), with a catalogue of no brands; a
 *  listing's key comes later, as the catalogue's brands are read. */
function shopKey(url: string): string | Promise<string> {
  const parsed = new URL(url, 'http://shop.test');
  const listing = canonicalListing(parsed.pathname, parsed.searchParams, new Map());
  return listing ? Promise.resolve(canonicalListingUrl(listing)) : url;
}
const newCache = (options: ResponseCacheOptions) => new ResponseCache({ keyOf: shopKey, ...options });

beforeAll(async () => {
  // As the shop's server has it: its response class, the cache's step, then the stand-in app.
  server = http.createServer({ ServerResponse: ShopResponse }, (request, response) =>
    cache.serve(request, response as ShopResponse, () => void render(request, response)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The stand-in app's answer. */
async function render(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = request.url ?? '/';
  rendered.set(url, (rendered.get(url) ?? 0) + 1);
  const reply = replies.get(url.split('?')[0]) ?? { status: 404, body: 'not found' };
  rendering++;
  mostAtOnce = Math.max(mostAtOnce, rendering);
  if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
  rendering--;
  reply.meanwhile?.();
  if (reply.headers?.etag && request.headers['if-none-match'] === reply.headers.etag) {
    response.writeHead(304, reply.headers);
    response.end();
    return;
  }
  // Like Next.js, compress a whole body for a client that takes gzip.
  if (!reply.chunks && reply.body && /gzip/.test(String(request.headers['accept-encoding'] ?? ''))) {
    response.writeHead(reply.status ?? 200, { ...reply.headers, 'content-encoding': 'gzip' });
    response.end(zlib.gzipSync(reply.body));
    return;
  }
  response.writeHead(reply.status ?? 200, reply.headers);
  for (const chunk of reply.chunks ?? []) response.write(chunk);
  response.end(reply.body);
}

beforeEach(() => {
  replies.clear();
  rendered.clear();
  mostAtOnce = 0;
  cache = newCache({ maxBytes: 8 * 1024 * 1024, now: () => clock });
});

/** Raw GET (no automatic decompression), so the encoding on the wire can be checked. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** Waits (briefly) until the cache holds that many responses. */
async function holding(count: number) {
  for (let i = 0; i < 50 && cache.size !== count; i++) await new Promise((r) => setTimeout(r, 5));
  expect(cache.size).toBe(count);
}

/** Waits until every finished response has been compressed into the cache (a busy machine takes its time). */
async function settled() {
  for (let i = 0; i < 500 && cache.storing > 0; i++) await new Promise((r) => setTimeout(r, 10));
  expect(cache.storing).toBe(0);
}

/** The cache stores after compressing asynchronously: wait until the path is served without rendering. */
async function stored(path: string) {
  for (let i = 0; i < 50 && cache.size === 0; i++) await new Promise((r) => setTimeout(r, 5));
  return get(path);
}

const html = '<!doctype html><html lang="ru"><body>' + 'Кукла Маша — 1 990 ₽. '.repeat(200) + '</body></html>';

describe('ResponseCache', () => {
  it('renders a shareable page once, then answers from memory in the encoding the client takes', async () => {
    replies.set('/category/kukly', page(html));
    const first = await get('/category/kukly', { 'accept-encoding': 'gzip, br' });
    expect(first.status).toBe(200);
    // The miss goes out as the app sent it (gzip here); the cache keeps the decoded page.
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(first.body).toString()).toBe(html);

    await stored('/category/kukly');
    const br = await get('/category/kukly', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/category/kukly', { 'accept-encoding': 'gzip' });
    const plain = await get('/category/kukly');
    expect(rendered.get('/category/kukly')).toBe(1);

    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(html);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    for (const hit of [br, gz, plain]) {
      expect(hit.headers['x-nextjs-cache']).toBe('HIT');
      expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(hit.headers['cache-control']).toBe('s-maxage=300, stale-while-revalidate=31535700');
      expect(hit.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
    }
  });

  it('keeps a page the app sent uncompressed just as well', async () => {
    replies.set('/popular', page(html));
    await get('/popular');
    const hit = await stored('/popular');
    expect(hit.headers['x-nextjs-cache']).toBe('HIT');
    expect(hit.body.toString()).toBe(html);
  });

  it('keeps a body written in several chunks whole', async () => {
    replies.set('/sale', { ...page(''), chunks: ['<html>', 'Распродажа', '</html>'] });
    await get('/sale');
    const hit = await stored('/sale');
    expect(hit.headers['x-nextjs-cache']).toBe('HIT');
    expect(hit.body.toString()).toBe('<html>Распродажа</html>');
  });

  it.each([
    ['no s-maxage', page(html, 'public, max-age=60')],
    ['private', page(html, 'private, s-maxage=60')],
    ['no-store', page(html, 'no-store, s-maxage=60')],
    ['a cookie', { ...page(html), headers: { ...page(html).headers, 'set-cookie': 'guest=1' } }],
    ['a 404', { ...page(html), status: 404 }],
    ['a picture', { ...page(html), headers: { ...page(html).headers, 'content-type': 'image/webp' } }],
  ])('never keeps a response with %s', async (_what, reply) => {
    replies.set('/p', reply as Reply);
    await get('/p');
    await get('/p');
    await get('/p');
    expect(rendered.get('/p')).toBe(3);
    expect(cache.size).toBe(0);
  });

  it.each([
    ['an RSC request', { rsc: '1' }, '/p'],
    ['a router prefetch', { 'next-router-prefetch': '1' }, '/p'],
    ['a server action', { 'next-action': 'abc' }, '/p'],
    ['a reload that asks for a fresh copy', { 'cache-control': 'no-cache' }, '/p'],
    ['an _rsc query', {}, '/p?_rsc=xyz'],
  ])('sends %s to the app every time', async (_what, headers, path) => {
    replies.set('/p', page(html));
    await get(path, headers);
    await get(path, headers);
    expect(rendered.get(path)).toBe(2);
  });

  it('serves a page no longer than its s-maxage', async () => {
    replies.set('/new', page('v1', 's-maxage=300'));
    await get('/new');
    expect((await stored('/new')).body.toString()).toBe('v1');
    replies.set('/new', page('v2', 's-maxage=300'));
    clock += 299_000;
    expect((await get('/new')).body.toString()).toBe('v1');
    clock += 2_000;
    expect((await get('/new')).body.toString()).toBe('v2');
  });

  it('keeps a stale ISR answer only for a second, so the regenerated page follows at once', async () => {
    replies.set('/popular', { ...page('old'), headers: { ...page('old').headers, 'x-nextjs-cache': 'STALE' } });
    await get('/popular');
    expect((await stored('/popular')).body.toString()).toBe('old');
    replies.set('/popular', page('new'));
    clock += 1_500;
    expect((await get('/popular')).body.toString()).toBe('new');
  });

  it('answers 304 to a matching If-None-Match and no body to HEAD', async () => {
    replies.set('/special', page(html));
    await get('/special');
    const hit = await stored('/special');
    const etag = String(hit.headers.etag);
    const revalidated = await get('/special', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const head = await get('/special', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(html));
  });

  it('evicts the least recently used pages beyond its size', async () => {
    // Each entry (plain + gzip + brotli of 20 KB of digits) takes about 37 KB: two fit in 90 KB.
    cache = newCache({ maxBytes: 90_000, maxEntryBytes: 90_000, now: () => clock });
    let seed = 7;
    const digits = () =>
      Array.from({ length: 20_000 }, () => ((seed = (seed * 48271) % 2147483647), seed % 10)).join('');
    for (const n of [1, 2, 3]) replies.set(`/p${n}`, page(digits()));
    const cacheUntilHit = async (path: string) => {
      for (let i = 0; i < 50 && (await get(path)).headers['x-nextjs-cache'] !== 'HIT'; i++)
        await new Promise((r) => setTimeout(r, 5));
    };
    await cacheUntilHit('/p1');
    await cacheUntilHit('/p2');
    await cacheUntilHit('/p3');
    expect(cache.size).toBe(2);
    expect((await get('/p3')).headers['x-nextjs-cache']).toBe('HIT');
    expect((await get('/p2')).headers['x-nextjs-cache']).toBe('HIT');
    const before = rendered.get('/p1');
    await get('/p1');
    expect(rendered.get('/p1')).toBe((before ?? 0) + 1);
  });

  it('keeps equivalent listing addresses as one copy, under the canonical URL', async () => {
    replies.set('/category/kukly', page(html));
    const first = await get('/category/kukly?sort=new&price_min=1234&utm_source=ya');
    expect(first.headers['x-cache']).toBe('MISS');
    await holding(1);
    for (const url of [
      '/category/kukly?price_min=1250&sort=new',
      '/category/kukly/?sort=new&sort=new&price_min=1200',
    ]) {
      const again = await get(url);
      expect([url, again.headers['x-cache'], again.body.toString()]).toEqual([url, 'HIT', html]);
    }
    expect(cache.size).toBe(1);
    expect(rendered.size).toBe(1);
  });

  it('keeps at most maxQueryVariants responses to URLs with a query, least recently used out first', async () => {
    cache = newCache({ maxBytes: 8 * 1024 * 1024, maxQueryVariants: 3, now: () => clock });
    replies.set('/category', page(html));
    replies.set('/api/search/hints-and-products', page('{"hints":[]}', 's-maxage=60'));
    await get('/category');
    await holding(1);
    for (let i = 1; i <= 40; i++) {
      await get(`/category?price_min=${i * 1000}`);
      await get(`/api/search/hints-and-products?query=q${i}`);
    }
    await settled();
    expect(cache.size).toBe(4);
    expect(cache.variantCount).toBe(3);
    // The bare listing is no variant: the variants never push it out.
    expect((await get('/category')).headers['x-cache']).toBe('HIT');
    expect((await get('/api/search/hints-and-products?query=q40')).headers['x-cache']).toBe('HIT');
    expect((await get('/category?price_min=1000')).headers['x-cache']).toBe('MISS');
  });

  it('keeps a variant shorter than its s-maxage; the bare listing for all of it', async () => {
    replies.set('/category', page(html));
    await get('/category?sort=new');
    await get('/category');
    await holding(2);
    clock += 3 * 60 * 1000;
    expect((await get('/category')).headers['x-cache']).toBe('HIT');
    expect((await get('/category?sort=new')).headers['x-cache']).toBe('MISS');
  });

  it('is off with a size of 0', async () => {
    cache = newCache({ maxBytes: 0 });
    replies.set('/p', page(html));
    await get('/p');
    await get('/p');
    expect(rendered.get('/p')).toBe(2);
  });
});

describe('ResponseCache.invalidate', () => {
  const product = '/product/kukla-masha';
  const other = '/product/mishka';
  const hints = '/api/search/hints-and-products';

  it('drops the kept responses carrying an invalidated tag (from the policy, by path) and keeps the others', async () => {
    for (const path of [product, other, hints]) {
      replies.set(path, page(path));
      await get(path);
    }
    await holding(3);
    expect(cache.invalidate([productTag('kukla-masha')])).toBe(1);
    for (const path of [product, other, hints]) await get(path);
    expect(rendered.get(product)).toBe(2);
    expect(rendered.get(other)).toBe(1);
    expect(rendered.get(hints)).toBe(1);

    await holding(3);
    expect(cache.invalidate([TAG.search])).toBe(1);
    expect(cache.invalidate([TAG.catalog])).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('does not keep a response the app was writing while an invalidation happened (it may predate it)', async () => {
    replies.set('/sale', { ...page(html), meanwhile: () => cache.invalidate([TAG.listings]) });
    await get('/sale');
    await new Promise((r) => setTimeout(r, 50));
    expect(cache.size).toBe(0);
    replies.set('/sale', page(html));
    await get('/sale');
    await holding(1);
  });
});

describe('ResponseCache: concurrent misses', () => {
  const slow = (reply: Reply, delayMs = 150): Reply => ({ ...reply, delayMs });
  /** Polls until the condition holds (the order of arrival matters in some tests, timing never). */
  const until = async (condition: () => boolean) => {
    for (let i = 0; i < 400 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
    expect(condition()).toBe(true);
  };
  const together = (path: string, n: number) => Promise.all(Array.from({ length: n }, () => get(path)));

  it('one render answers every request waiting for the same page', async () => {
    replies.set('/category/kukly', slow(page(html)));
    const answers = await together('/category/kukly', 8);
    expect(rendered.get('/category/kukly')).toBe(1);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.map((a) => a.body.toString())).toEqual(Array(8).fill(html));
    expect(answers.filter((a) => a.headers['x-cache'] === 'MISS')).toHaveLength(1);
    expect(answers.filter((a) => a.headers['x-cache'] === 'HIT')).toHaveLength(7);
    expect(cache.inFlight).toBe(0);
  });

  it('equivalent listing addresses wait for the same render; other pages do not wait for it', async () => {
    replies.set('/category/kukly', slow(page(html)));
    replies.set('/new', page('Новинки'));
    const [a, b, other] = await Promise.all([
      get('/category/kukly?sort=new&price_min=1234'),
      get('/category/kukly?price_min=1250&sort=new'),
      until(() => cache.inFlight === 1).then(() => get('/new')),
    ]);
    expect([a.body.toString(), b.body.toString()]).toEqual([html, html]);
    const listingRenders = [...rendered].filter(([url]) => url.startsWith('/category')).map(([, n]) => n);
    expect(listingRenders).toEqual([1]);
    expect(other.body.toString()).toBe('Новинки');
    expect(mostAtOnce).toBe(2);
  });

  it('after an invalidation, the requests that come at once wait for one new render', async () => {
    replies.set('/product/kukla-masha', page('v1'));
    await get('/product/kukla-masha');
    expect((await stored('/product/kukla-masha')).body.toString()).toBe('v1');
    replies.set('/product/kukla-masha', slow(page('v2')));
    cache.invalidate([productTag('kukla-masha')]);
    const answers = await together('/product/kukla-masha', 6);
    expect(answers.map((a) => a.body.toString())).toEqual(Array(6).fill('v2'));
    expect(rendered.get('/product/kukla-masha')).toBe(2);
  });

  it('an invalidation during the render: the copy is not kept, and the waiters wait for one render after it', async () => {
    let invalidations = 0;
    replies.set('/sale', {
      ...slow(page(html)),
      meanwhile: () => {
        if (invalidations++ === 0) cache.invalidate([TAG.listings]);
      },
    });
    const answers = await together('/sale', 5);
    expect(answers.map((a) => a.body.toString())).toEqual(Array(5).fill(html));
    expect(rendered.get('/sale')).toBe(2);
  });

  it('when the answer cannot be kept the waiters go on at once, and that page is not waited for again', async () => {
    replies.set('/api/user-info', slow(page('{"user":null}', 'private, no-store')));
    const first = await together('/api/user-info', 5);
    expect(first.map((a) => a.body.toString())).toEqual(Array(5).fill('{"user":null}'));
    expect(rendered.get('/api/user-info')).toBe(5);
    // The first went alone, the four who waited for it then all at once.
    expect(mostAtOnce).toBe(4);
    mostAtOnce = 0;
    await together('/api/user-info', 5);
    expect(rendered.get('/api/user-info')).toBe(10);
    expect(mostAtOnce).toBe(5);
  });

  it('a page that can be kept again is waited for again', async () => {
    replies.set('/popular', page('error', 'private, no-store'));
    await get('/popular');
    replies.set('/popular', slow(page(html)));
    await get('/popular');
    await holding(1);
    cache.invalidate([TAG.catalog]);
    await together('/popular', 4);
    expect(rendered.get('/popular')).toBe(3);
  });

  it('a revalidation (If-None-Match) does not lead: its 304 serves no one else and marks nothing', async () => {
    replies.set('/sale', slow(page(html)));
    const revalidation = get('/sale', { 'if-none-match': `"${html.length}"` });
    await until(() => rendered.get('/sale') === 1);
    const answers = await together('/sale', 3);
    expect((await revalidation).status).toBe(304);
    expect(answers.map((a) => a.body.toString())).toEqual(Array(3).fill(html));
    expect(rendered.get('/sale')).toBe(2);
    cache.invalidate([TAG.listings]);
    await together('/sale', 3);
    expect(rendered.get('/sale')).toBe(3);
  });

  it('waits at most maxWaitMs, then goes on itself', async () => {
    cache = newCache({ maxBytes: 8 * 1024 * 1024, maxWaitMs: 40, now: () => clock });
    replies.set('/special', slow(page(html), 400));
    const answers = await together('/special', 3);
    expect(answers.map((a) => a.body.toString())).toEqual(Array(3).fill(html));
    expect(rendered.get('/special')).toBe(3);
    // The two who waited gave up while the first was still rendering.
    expect(mostAtOnce).toBe(3);
  });

  it('when the client of the render leaves, the waiters still get the page', async () => {
    replies.set('/category', slow(page(html)));
    const leaving = http.get(`${base}/category`);
    leaving.on('error', () => {});
    await until(() => cache.inFlight === 1);
    const waiting = together('/category', 3);
    await until(() => cache.waiting === 3);
    leaving.destroy();
    const answers = await waiting;
    expect(answers.map((a) => a.body.toString())).toEqual(Array(3).fill(html));
    expect(rendered.get('/category')).toBe(2);
  });

  it('an expired copy answers the others while one request refreshes it, within its stale-while-revalidate', async () => {
    replies.set('/new', page('v1', 's-maxage=60, stale-while-revalidate=300'));
    await get('/new');
    expect((await stored('/new')).body.toString()).toBe('v1');
    replies.set('/new', slow(page('v2', 's-maxage=60, stale-while-revalidate=300')));
    clock += 61_000;
    const refresh = get('/new');
    await until(() => cache.inFlight === 1);
    const meanwhile = await together('/new', 3);
    expect(meanwhile.map((a) => [a.headers['x-cache'], a.body.toString()])).toEqual(Array(3).fill(['STALE', 'v1']));
    expect((await refresh).body.toString()).toBe('v2');
    await until(() => cache.inFlight === 0);
    expect((await get('/new')).body.toString()).toBe('v2');
    expect(rendered.get('/new')).toBe(2);
  });

  it('never serves a copy staler than as long again as it was fresh, nor one without stale-while-revalidate', async () => {
    for (const [path, cacheControl, later] of [
      ['/new', 's-maxage=60, stale-while-revalidate=300', 121_000],
      ['/popular', 's-maxage=60', 61_000],
    ] as const) {
      replies.set(path, page('v1', cacheControl));
      await get(path);
      expect((await stored(path)).body.toString()).toBe('v1');
      replies.set(path, slow(page('v2', cacheControl)));
      clock += later;
      const refresh = get(path);
      await until(() => cache.inFlight === 1);
      const meanwhile = await together(path, 3);
      expect([path, ...meanwhile.map((a) => a.body.toString())]).toEqual([path, 'v2', 'v2', 'v2']);
      expect((await refresh).body.toString()).toBe('v2');
      expect(rendered.get(path)).toBe(2);
      cache = newCache({ maxBytes: 8 * 1024 * 1024, now: () => clock });
    }
  });

  it('numbers the renders in test mode: every copy says which render made it', async () => {
    cache = newCache({ maxBytes: 8 * 1024 * 1024, numberFills: true, now: () => clock });
    replies.set('/category/kukly', slow(page(html)));
    const answers = await together('/category/kukly', 4);
    expect(new Set(answers.map((a) => a.headers['x-cache-fill']))).toEqual(new Set(['1']));
    cache.invalidate([TAG.listings]);
    expect((await get('/category/kukly')).headers['x-cache-fill']).toBe('2');
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['*', 'br'],
    ['identity', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
