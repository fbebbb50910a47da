// Two shop instances on one PostgreSQL database share their page cache through Redis (next.config.mjs picks
// lib/cache/redis-cache-handler.cjs when REDIS_URL is set): a catalogue page rendered by server A is a cache HIT
// on its very first request to server B. And a catalogue change made through one instance reaches the other's
// pages and cached answers within 5 seconds (lib/server/cache/invalidation-bus.ts publishes it).
//
// What this proves, honestly: the servers run the shop's server (scripts/start.mjs), which evaluates
// next.config.mjs again at start, so REDIS_URL given at start is enough here even when the build was made without
// it. The suite prints which kind of build it tested.
//
// Runs in the api-pg step (tests/api/database-dependent.mjs), which gives it a PostgreSQL server, and needs Redis
// (TEST_REDIS_URL, else 127.0.0.1:6379); without either its tests are reported skipped with the reason
// (tests/support/services.ts), and on CI they fail.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import Redis from 'ioredis';
import { formatPrice } from '@/lib/format/price';
import { api, type ApiResponse } from '../support/api';
import { adminCreate, firstStaffCredentials } from '../support/first-staff';
import { createTestDatabase, DEFAULT_ADMIN_URL, type TestDatabase } from '../support/postgres-db';
import { ROOT, startServer, TEST_DIST_DIR, type RunningServer } from '../support/server';
import { describeOnPostgres, REDIS_URL } from '../support/services';

// The api project's `testTimeout` in jest.config.mjs is not applied (Jest reads it globally only); first
// renders on a cold server take seconds.
jest.setTimeout(60_000);

const PREFIX = `kukly-test:${Date.now().toString(36)}:${process.pid}:${Math.random().toString(36).slice(2, 6)}:`;

const ADMIN = firstStaffCredentials().admin;

let database: TestDatabase | undefined;
let serverA: RunningServer | undefined;
let serverB: RunningServer | undefined;
let redis: Redis | undefined;

/** Keys this run wrote under its own prefix. */
async function cacheKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis!.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}

const on = (server: RunningServer, urlPath: string) =>
  api(`${server.baseUrl}${urlPath}`, { headers: { accept: 'text/html' } });

describeOnPostgres(['redis', 'postgres'], 'two instances on PostgreSQL sharing Redis', () => {
  beforeAll(async () => {
    database = await createTestDatabase(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });

    const config = JSON.parse(
      fs.readFileSync(path.join(ROOT, TEST_DIST_DIR, 'required-server-files.json'), 'utf8'),
    ).config;
    console.log(
      config.cacheHandler
        ? `[shared-cache] the build in ${TEST_DIST_DIR} has the Redis cache handler baked in`
        : `[shared-cache] the build in ${TEST_DIST_DIR} was made without REDIS_URL: the server picks the Redis cache handler ` +
            'at start (tested here)',
    );

    const env = { REDIS_URL, REDIS_CACHE_PREFIX: PREFIX };
    // One after the other: the first start migrates and seeds the empty database.
    serverA = await startServer({
      databaseUrl: database.url,
      env,
      label: 'postgres',
      prepare: (serverEnv) => adminCreate(serverEnv, ADMIN).then(() => undefined),
    });
    serverB = await startServer({ databaseUrl: database.url, env, label: 'postgres' });
  }, 400_000);

  afterAll(async () => {
    await Promise.allSettled([serverA?.stop(), serverB?.stop()]);
    if (redis) {
      const keys = await cacheKeys().catch(() => []);
      for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
      redis.disconnect();
    }
    await database?.drop();
  }, 120_000);

  describe('page cache shared by two instances through Redis', () => {
    it('a listing page rendered by server A is a HIT on its first request to server B', async () => {
      // A filter value no earlier run has used: nothing on disk or in Redis can answer for it but A's render.
      const urlPath = `/category?price_max=${1_000_000 + Math.floor(Math.random() * 8_999_999)}`;
      const rendered = await on(serverA!, urlPath);
      expect(rendered.status).toBe(200);
      expect(rendered.headers.get('x-nextjs-cache')).toBe('MISS');
      expect(rendered.text).toContain('data-testid="product-card"');

      const fromB = await on(serverB!, urlPath);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get('x-nextjs-cache')).toBe('HIT');
      expect(fromB.text).toContain('data-testid="product-card"');
      // The page in the shared cache names the server that rendered it (SITE_URL of A): proof it is A's copy.
      expect(fromB.text).toContain(`${serverA!.baseUrl}/category?price_max=`);
    });

    it('a product page rendered by server B is a HIT on its first request to server A', async () => {
      const products = (await api(`${serverA!.baseUrl}/api/new`)).json.products as { alias: string }[];
      const card = products[Math.floor(Math.random() * products.length)];
      const urlPath = `/product/${card.alias.slice(1, -'.html'.length)}`;
      const rendered = await on(serverB!, urlPath);
      expect(rendered.status).toBe(200);
      expect(rendered.headers.get('x-nextjs-cache')).toBe('MISS');
      const fromA = await on(serverA!, urlPath);
      expect(fromA.status).toBe(200);
      expect(fromA.headers.get('x-nextjs-cache')).toBe('HIT');
      expect(fromA.text === rendered.text).toBe(true);
    });

    it('the shared copies live in Redis under the configured prefix', async () => {
      const keys = await cacheKeys();
      expect(keys.some((k) => k.includes('/listing/all/'))).toBe(true);
      expect(keys.some((k) => k.includes('/product/'))).toBe(true);
    });
  });

  /** Requests `urlPath` on `server` until `seen` holds or 5 s pass; the last answer and how long it took. */
  async function within5s(server: RunningServer, urlPath: string, seen: (res: ApiResponse<any>) => boolean) {
    const started = Date.now();
    for (;;) {
      const res = await on(server, urlPath);
      if (seen(res) || Date.now() - started > 5000) return { res, ms: Date.now() - started };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  describe('a catalogue change made through one instance reaches the other within 5 s', () => {
    it('a price changed in the back office of A shows on B: product page, named lists, search hints', async () => {
      const login = await api(`${serverA!.baseUrl}/api/login`, {
        method: 'POST',
        json: { login: ADMIN.email, password: ADMIN.password },
      });
      expect(login.status).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');

      const products = (await api(`${serverB!.baseUrl}/api/new`)).json.products as {
        id: number;
        alias: string;
        name: string;
        price: number;
      }[];
      const product = products[0];
      const pagePath = `/product/${product.alias.slice(1, -'.html'.length)}`;
      const hintsPath = `/api/search/hints-and-products?query=${encodeURIComponent(product.name.split(' ')[0])}`;
      // B holds its own copies now: the page (shared cache + B's response cache), the list and hints (B's memos).
      for (const urlPath of [pagePath, '/api/new', hintsPath]) expect((await on(serverB!, urlPath)).status).toBe(200);
      expect((await on(serverB!, pagePath)).text).toContain(formatPrice(product.price));

      const newPrice = product.price + 1 + Math.floor(Math.random() * 900);
      const changed = await api(`${serverA!.baseUrl}/api/admin/products/${product.id}`, {
        method: 'PATCH',
        headers: { cookie },
        json: { price: newPrice, old_price: null },
      });
      expect(changed.status).toBe(200);

      const page = await within5s(serverB!, pagePath, (res) => res.text.includes(formatPrice(newPrice)));
      expect(page.res.text).toContain(formatPrice(newPrice));
      const list = await within5s(serverB!, '/api/new', (res) =>
        (res.json?.products ?? []).some(
          (p: { id: number; price: number }) => p.id === product.id && p.price === newPrice,
        ),
      );
      expect(list.res.json.products.find((p: { id: number }) => p.id === product.id)?.price).toBe(newPrice);
      const hints = await within5s(serverB!, hintsPath, (res) =>
        (res.json?.products ?? []).every(
          (p: { id: number; price: number }) => p.id !== product.id || p.price === newPrice,
        ),
      );
      expect(hints.res.status).toBe(200);
      expect(
        hints.res.json.products.filter(
          (p: { id: number; price: number }) => p.id === product.id && p.price !== newPrice,
        ),
      ).toEqual([]);
      console.log(`[shared-cache] the new price on B: page after ${page.ms} ms, /api/new after ${list.ms} ms`);
      // The sign-in's rate-limit counters live under the shop's prefix too, like everything it keeps in Redis.
      expect((await cacheKeys()).some((key) => key.startsWith(`${PREFIX}rl:`))).toBe(true);
    });
  });
});
