// The page cache's bounds (issue 11): equivalent listing addresses share one cached copy, brands the catalogue does
// not have are dropped before the page's cache key is made, and endless `?price_min=` variants take a bounded
// number of entries in every tier — the response cache in memory (seen through its X-Cache header) and Next's
// shared page cache in Redis (keys counted under this run's own prefix).
//
// The first part runs against the suite's server (PGlite or PostgreSQL, as the pass says). The Redis part starts a
// server of its own with small caps (CACHE_QUERY_VARIANTS) and the run's Redis (TEST_REDIS_URL, else
// 127.0.0.1:6379); without Redis its tests are reported skipped with the reason, and on CI they fail.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import Redis from 'ioredis';
import { api } from '../support/api';
import { startServer, type RunningServer } from '../support/server';
import { describeNeeding, REDIS_URL } from '../support/services';

jest.setTimeout(180_000);

const html = { accept: 'text/html' };
const canonicalOf = (page: string) =>
  /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1].replaceAll('&amp;', '&') ?? null;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The response cache keeps a page after compressing it, asynchronously: asks until it answers (X-Cache: HIT). */
async function untilKept(url: string) {
  for (let i = 0; i < 50; i++) {
    const res = await api(url, { headers: html });
    if (res.headers.get('x-cache') === 'HIT') return res;
    await sleep(50);
  }
  throw new Error(`${url} was never kept by the response cache`);
}

describe('equivalent listing addresses', () => {
  it('share one cached copy: order, repeats, defaults, unknown parameters and prices within a step do not matter', async () => {
    const first = await api('/category?sort=new&price_min=1234&utm_source=ya&page=1', { headers: html });
    expect(first.status).toBe(200);
    expect(canonicalOf(first.text)).toMatch(/\/category\?sort=new&price_min=1200$/);
    await untilKept('/category?sort=new&price_min=1234&utm_source=ya&page=1');
    for (const url of [
      '/category?price_min=1250&sort=new',
      '/category/?sort=new&sort=new&price_min=1299&price_max=&in_stock=0',
      '/category?price_min=1200&sort=new&yclid=123',
    ]) {
      const res = await api(url, { headers: html });
      expect([url, res.status, res.headers.get('x-cache')]).toEqual([url, 200, 'HIT']);
    }
  });

  it('a brand the catalogue does not have is dropped: the page is the unfiltered one, from the same cache entry', async () => {
    await untilKept('/sale');
    const unknown = await api('/sale?brand=%D0%9D%D0%B5%D1%82%D0%A2%D0%B0%D0%BA%D0%BE%D0%B3%D0%BE', { headers: html });
    expect(unknown.status).toBe(200);
    expect(canonicalOf(unknown.text)).toMatch(/\/sale$/);
    // The response cache keys it as proxy.ts reads it (one canonicalisation, lib/catalog/listing-url.ts, against the
    // catalogue's brands): the unfiltered page's copy answers, no render.
    expect(unknown.headers.get('x-cache')).toBe('HIT');
  });

  it('a brand the catalogue has is kept, in the catalogue’s spelling', async () => {
    const res = await api('/category?brand=barbie&brand=BARBIE', { headers: html });
    expect(res.status).toBe(200);
    expect(canonicalOf(res.text)).toMatch(/\/category\?brand=Barbie$/);
  });
});

const PREFIX = `kukly-test:${Date.now().toString(36)}:${process.pid}:bounds:`;
const VARIANT_CAP = 5;

describeNeeding(['redis'], 'with Redis: every tier keeps a bounded number of filtered variants', () => {
  let server: RunningServer | undefined;
  let redis: Redis | undefined;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    server = await startServer({
      label: 'cache-bounds',
      env: { REDIS_URL, REDIS_CACHE_PREFIX: PREFIX, CACHE_QUERY_VARIANTS: String(VARIANT_CAP) },
    });
  });

  afterAll(async () => {
    await server?.stop();
    if (redis) {
      const own = await redis.keys(`${PREFIX}*`);
      if (own.length) await redis.del(...own);
      redis.disconnect();
    }
  });

  async function listingKeys(): Promise<string[]> {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis!.scan(cursor, 'MATCH', `${PREFIX}*listing/all*`, 'COUNT', 1000);
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    return keys;
  }
  const on = (url: string) => api(`${server!.baseUrl}${url}`, { headers: html });

  it('150 different ?price_min= within a step or two make at most two pages in Redis', async () => {
    expect((await on('/category')).status).toBe(200);
    for (let i = 0; i < 150; i++) expect((await on(`/category?price_min=${1000 + i}`)).status).toBe(200);
    const variants = (await listingKeys()).filter((key) => !key.endsWith('/-'));
    expect(variants.length).toBeGreaterThanOrEqual(1);
    expect(variants.length).toBeLessThanOrEqual(2);
  });

  it('truly different variants are capped in Redis and in memory; the bare listing stays, and lives longer', async () => {
    const distinct = Array.from({ length: 20 }, (_, i) => `/category?price_min=${(i + 2) * 1000}`);
    for (const url of distinct) expect((await on(url)).status).toBe(200);
    // Let the response cache finish compressing what it keeps.
    await sleep(500);

    const keys = await listingKeys();
    const variants = keys.filter((key) => !key.endsWith('/-'));
    const bare = keys.filter((key) => key.endsWith('/-'));
    expect(variants.length).toBeLessThanOrEqual(VARIANT_CAP);
    expect(bare).toHaveLength(1);
    const bareTtl = await redis!.ttl(bare[0]);
    const variantTtl = await redis!.ttl(variants[0]);
    expect(variantTtl).toBeGreaterThan(0);
    expect(variantTtl).toBeLessThanOrEqual(3600);
    expect(bareTtl).toBeGreaterThan(3600);

    // In memory: the latest variants are kept, the earliest went out first; the bare listing was never pushed out.
    expect((await on(distinct.at(-1)!)).headers.get('x-cache')).toBe('HIT');
    expect((await on(distinct[0])).headers.get('x-cache')).toBe('MISS');
    expect((await on('/category')).headers.get('x-cache')).toBe('HIT');
  });
});
