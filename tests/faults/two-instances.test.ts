// Two shop instances on one PostgreSQL database and one Redis, as behind a load balancer that sends each request
// wherever it likes: a session begun on one is honoured by the other and ended on both by a sign-out, a cart
// filled on one is the same cart on the other, the rate limits count the attempts made on both, and a back-office
// change on one clears the other's cached copies. (shared-cache.test.ts covers the shared page cache and a price
// change reaching the product page, lists and hints; this suite covers what a shopper carries between them.)
//
// Needs Redis (TEST_REDIS_URL, else 127.0.0.1:6379) and a PostgreSQL server (TEST_DATABASE_URL or 127.0.0.1:5432); without either
// the tests are reported skipped with the reason (tests/support/services.ts), and on CI they fail.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import Redis from 'ioredis';
import { LIMITS } from '@/lib/server/rate-limit';
import type { TestDatabase } from '../support/postgres-db';
import type { RunningServer } from '../support/server';
import { describeNeeding } from '../support/services';
import { adminOn, freshDatabase, REDIS_URL, serverOn, Visitor } from './fault-support';

jest.setTimeout(60_000);

const PREFIX = `kukly-faults:${Date.now().toString(36)}:${process.pid}:${randomUUID().slice(0, 4)}:`;

let database: TestDatabase | undefined;
let a: RunningServer | undefined;
let b: RunningServer | undefined;
let productId = 0;

describeNeeding(['redis', 'postgres'], 'two instances on PostgreSQL and Redis', () => {
  beforeAll(async () => {
    database = await freshDatabase();
    // No AUTH_SECRET: the signing key both instances use is the one generated once in the shared database.
    const env = { REDIS_URL, REDIS_CACHE_PREFIX: PREFIX, SEED_DEMO: '0' };
    a = await serverOn(database, env, true); // first: it migrates the empty database
    b = await serverOn(database, env);
    const admin = await adminOn(a);
    const category = await admin.send('/api/admin/categories', { method: 'POST', json: { name: 'Две витрины' } });
    expect(category.status).toBe(201);
    const product = await admin.send('/api/admin/products', {
      method: 'POST',
      json: { name: 'Кукла на двоих', price: 900, stock: 50, category_id: category.json.category.id },
    });
    expect(product.status).toBe(201);
    productId = product.json.product.id;
  }, 300_000);

  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
    try {
      await redis.connect();
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    } catch {
      // Redis was never there: nothing to clean
    } finally {
      redis.disconnect();
    }
    await database?.drop();
  }, 60_000);

  /** One shopper whose requests go to whichever instance the test names: `on(a)` or `on(b)`. */
  function shopper() {
    let target: RunningServer | undefined;
    const visitor = new Visitor(() => target!.baseUrl);
    return {
      visitor,
      on(server: RunningServer) {
        target = server;
        return visitor;
      },
    };
  }

  describe('two instances behind one balancer (PostgreSQL + Redis)', () => {
    it('a session begun on A is honoured by B, and a sign-out on B ends it on A', async () => {
      const user = shopper();
      const email = `two-${randomUUID().slice(0, 8)}@example.com`;
      const registered = await user.on(a!).send('/api/registration', {
        method: 'POST',
        json: { email, password: 'kukla-2024-x' },
      });
      expect(registered.status).toBe(200);
      expect(user.visitor.cookie('token')).toBeTruthy();

      expect((await user.on(b!).send('/api/user-info')).json.is_guest).toBe(0);
      const personal = await user.on(b!).send('/api/user-personal');
      expect(personal.status).toBe(200);
      expect(personal.json.user.email).toBe(email);

      const token = user.visitor.cookie('token')!;
      expect((await user.on(b!).send('/api/logout', { method: 'POST' })).status).toBe(200);
      // The same token, replayed on the other instance, no longer names a session.
      const replay = new Visitor(() => a!.baseUrl);
      const info = await replay.send('/api/user-info', { headers: { cookie: `token=${token}` } });
      expect([info.status, info.json.error]).toEqual([401, 'token not found']);
    });

    it('a cart filled on A is the same cart on B, and a change on B shows on A', async () => {
      const guest = shopper();
      const added = await guest.on(a!).send('/api/add-to-cart', { method: 'POST', json: { pid: productId, count: 2 } });
      expect(added.status).toBe(200);
      expect(guest.visitor.cookie('guest')).toBeTruthy();

      const onB = await guest.on(b!).send('/api/cart/products');
      expect(onB.json.products.map((l: any) => [l.product_id, l.num])).toEqual([[productId, 2]]);
      expect((await guest.on(b!).send('/api/user-info')).json.cart_count).toBe(2);

      const changed = await guest.on(b!).send('/api/cart/change-count', {
        method: 'PUT',
        json: { pid: productId, count: 5 },
      });
      expect(changed.status).toBe(200);
      const onA = await guest.on(a!).send('/api/cart/products');
      expect(onA.json.products.map((l: any) => [l.product_id, l.num])).toEqual([[productId, 5]]);
    });

    it('the failed sign-ins of one login from one address are counted on both: the limit holds however they are spread', async () => {
      const login = `nobody-${randomUUID().slice(0, 8)}@example.com`;
      // One client address on both instances: only a shared (login, address) counter adds these up.
      const address = new Visitor(() => a!.baseUrl).address;
      const attempt = (server: RunningServer) =>
        new Visitor(() => server.baseUrl).send('/api/login', {
          method: 'POST',
          json: { login, password: 'wrong-one' },
          from: address,
        });
      const statuses: number[] = [];
      for (let i = 0; i < LIMITS.loginPair.limit; i++) statuses.push((await attempt(i % 2 ? b! : a!)).status);
      // Each instance saw only half of them: refused now only if they counted together.
      expect(statuses.filter((s) => s === 429)).toEqual([]);
      expect((await attempt(a!)).status).toBe(429);
      expect((await attempt(b!)).status).toBe(429);
    });

    it('a category renamed through A is shown by B within 5 s (its cached copy is cleared)', async () => {
      const visitor = new Visitor(() => b!.baseUrl);
      const before = await visitor.send('/api/main/cat');
      expect(before.text).toContain('Две витрины');
      // Asked twice so B certainly holds a copy (response cache and memo) before the change.
      expect((await visitor.send('/api/main/cat')).text).toContain('Две витрины');

      const admin = await adminOn(a!);
      const categories = await admin.send('/api/admin/categories');
      const id = categories.json.categories.find((c: any) => c.name === 'Две витрины').id;
      const renamed = `Две витрины ${randomUUID().slice(0, 6)}`;
      expect(
        (await admin.send(`/api/admin/categories/${id}`, { method: 'PATCH', json: { name: renamed } })).status,
      ).toBe(200);

      const started = Date.now();
      let seen = '';
      while (Date.now() - started < 5000) {
        seen = (await visitor.send('/api/main/cat')).text;
        if (seen.includes(renamed)) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(seen).toContain(renamed);
      console.log(`[two-instances] the renamed category showed on B after ${Date.now() - started} ms`);
    });
  });
});
