// A shop on PostgreSQL, just restarted without AUTH_SECRET, takes a burst of checkouts before anyone signed in
// (issue 25). It used to hang for good: the signing key was read lazily through the pool the first time inside an
// order's transaction (to seal its letter), while every pooled connection was held by such transactions — one
// idle in its transaction, the others waiting on its row locks. Now the key is loaded before the shop listens,
// nothing takes a second connection inside a transaction (lib/db/transaction-scope.ts), health asks the database
// outside the pool's queue, and SIGTERM afterwards closes the shop in time.
//
// A pool of 2 and 20 parallel guest checkouts of two products whose stock runs out: every checkout is answered
// (200, or 409 for the sold-out ones), /api/health answers during the burst, SIGTERM exits 0 within the limit.
//
// Needs a PostgreSQL server (TEST_DATABASE_URL or 127.0.0.1:5432); without one the tests are reported skipped
// with the reason (tests/support/services.ts), and on CI they fail.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { TestDatabase } from '../support/postgres-db';
import type { RawReply } from '../support/raw-http';
import type { RunningServer } from '../support/server';
import { describeNeeding } from '../support/services';
import { newKey, pickupPointOrder } from '../api/cart-support';
import { adminOn, freshDatabase, serverOn, Visitor } from './fault-support';

jest.setTimeout(300_000);

// The default: the key generated once and kept in the database, read by each instance when it first needs it.
delete process.env.AUTH_SECRET;

const POOL_SIZE = 2;
const CHECKOUTS = 20;
/** Two products, each wanted by half the shoppers, with less stock than that: some are refused as sold out. */
const STOCK = 8;
const SHUTDOWN_TIMEOUT_SEC = 15;
/** Far more than 20 checkouts need on a pool of 2 (each takes well under a second), far less than for ever. */
const CHECKOUT_PATIENCE_MS = 90_000;
const HEALTH_PATIENCE_MS = 10_000;

let database: TestDatabase | undefined;
const servers: RunningServer[] = [];
const productIds: number[] = [];

describeNeeding(['postgres'], 'restart-burst on PostgreSQL', () => {
  beforeAll(async () => {
    database = await freshDatabase();
    // The first start: the administrator makes the goods (signing in loads the key on that instance only).
    const first = await serverOn(database, { SEED_DEMO: '0' }, true);
    servers.push(first);
    const admin = await adminOn(first);
    const category = await admin.send('/api/admin/categories', { method: 'POST', json: { name: 'После рестарта' } });
    expect(category.status).toBe(201);
    for (const name of ['Кукла первая', 'Кукла вторая']) {
      const created = await admin.send('/api/admin/products', {
        method: 'POST',
        json: { name, price: 1200, stock: STOCK, category_id: category.json.category.id },
      });
      expect(created.status).toBe(201);
      productIds.push(created.json.product.id);
    }
    await first.stop();
  }, 300_000);

  afterAll(async () => {
    await Promise.allSettled(servers.map((s) => s.stop()));
    await database?.drop();
  }, 60_000);

  /** The reply, or the reason there was none within `ms` (the request is left to itself). */
  async function within(ms: number, request: Promise<RawReply>): Promise<RawReply | string> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${ms / 1000} s`), ms);
    });
    try {
      return await Promise.race([request.catch((error: Error) => `failed: ${error.message}`), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  const outcome = (reply: RawReply | string) => (typeof reply === 'string' ? reply : reply.status);

  describe('a restarted shop on PostgreSQL under a burst of checkouts', () => {
    it('answers every checkout and health during the burst, then shuts down in time', async () => {
      const server = await serverOn(database!, {
        SEED_DEMO: '0',
        DATABASE_POOL_SIZE: String(POOL_SIZE),
        SHUTDOWN_TIMEOUT_SEC: String(SHUTDOWN_TIMEOUT_SEC),
      });
      servers.push(server);

      // Guests fill their carts (no token: nothing needs the signing key yet), then all check out at once.
      const shoppers = Array.from({ length: CHECKOUTS }, () => new Visitor(() => server.baseUrl));
      for (const [i, shopper] of shoppers.entries()) {
        const added = await shopper.send('/api/add-to-cart', {
          method: 'POST',
          json: { pid: productIds[i % productIds.length], count: 1 },
        });
        expect(added.status).toBe(200);
      }
      const checkouts = shoppers.map((shopper) =>
        within(
          CHECKOUT_PATIENCE_MS,
          shopper.send('/api/cart/order', {
            method: 'POST',
            json: pickupPointOrder(),
            headers: { 'idempotency-key': newKey() },
          }),
        ),
      );
      // Health is asked while the checkouts hold the pool: soon after they start, then each second until they end.
      let burstOver = false;
      const all = Promise.all(checkouts).finally(() => {
        burstOver = true;
      });
      const healths: (RawReply | string)[] = [];
      let pause = 300;
      do {
        await new Promise((r) => setTimeout(r, pause));
        pause = 1000;
        healths.push(await within(HEALTH_PATIENCE_MS, new Visitor(() => server.baseUrl).send('/api/health')));
      } while (!burstOver && healths.length < 5);
      const answers = await all;

      expect(healths.map(outcome)).toEqual(healths.map(() => 200));
      for (const health of healths as RawReply[]) {
        expect(health.json).toEqual(expect.objectContaining({ ok: true, database: 'postgres' }));
      }
      const outcomes = answers.map(outcome);
      expect(outcomes.filter((o) => o !== 200 && o !== 409)).toEqual([]);
      expect(outcomes.filter((o) => o === 200)).toHaveLength(STOCK * productIds.length);
      for (const answer of answers as RawReply[]) {
        if (answer.status === 409) expect(answer.json).toEqual(expect.objectContaining({ success: false }));
      }

      // The shop is not left stuck: a shopper after the burst is served, and SIGTERM closes it within the limit.
      expect(
        (await within(HEALTH_PATIENCE_MS, new Visitor(() => server.baseUrl).send('/api/health'))) as RawReply,
      ).toEqual(expect.objectContaining({ status: 200 }));
      const started = Date.now();
      process.kill(server.pid, 'SIGTERM');
      const exit = await Promise.race([
        server.exited,
        new Promise<string>((r) => setTimeout(() => r('still running'), (SHUTDOWN_TIMEOUT_SEC + 5) * 1000).unref()),
      ]);
      expect(exit).toEqual({ code: 0, signal: null });
      expect(Date.now() - started).toBeLessThan(SHUTDOWN_TIMEOUT_SEC * 1000);
    });
  });
});
