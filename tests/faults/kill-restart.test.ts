// The shop killed with SIGKILL while orders stream in, then started again, twice (on PostgreSQL): every order the
// shop acknowledged (200 with its number) is in the database afterwards, and for every product the stock left
// plus what the orders took equals the stock it started with — nothing lost, nothing oversold, nothing half
// written. Shoppers whose checkout got no answer ask again with the same Idempotency-Key once the shop is back,
// as the storefront does, so a checkout committed just before the kill is answered, not made twice.
//
// Needs a PostgreSQL server (TEST_DATABASE_URL or 127.0.0.1:5432); without one the tests are reported skipped
// with the reason (tests/support/services.ts), and on CI they fail.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import postgres from 'postgres';
import type { TestDatabase } from '../support/postgres-db';
import type { RunningServer } from '../support/server';
import { describeNeeding } from '../support/services';
import { newKey, pickupPointOrder } from '../api/cart-support';
import { adminOn, freshDatabase, serverOn, Visitor } from './fault-support';

jest.setTimeout(240_000);

const SHOPPERS = 6;
/** How long orders stream in before each kill, and after the last start. */
const RUN_MS = 6_000;
const KILLS = 2;
/** One product runs out during the run (refusals 409), the others never do. */
const STOCKS = [100_000, 100_000, 100_000, 40];

let database: TestDatabase | undefined;
let server: RunningServer | undefined;
/** Servers stopped along the way, for afterAll to clean up their folders. */
const stopped: RunningServer[] = [];
const products: { id: number; stock: number }[] = [];

describeNeeding(['postgres'], 'kill-restart on PostgreSQL', () => {
  beforeAll(async () => {
    database = await freshDatabase();
    // The demo catalogue is not needed: the suite makes its own goods. Delivery reference data is written anyway.
    server = await serverOn(database, { SEED_DEMO: '0' }, true);
    const admin = await adminOn(server);
    const category = await admin.send('/api/admin/categories', { method: 'POST', json: { name: 'Краш-тест' } });
    expect(category.status).toBe(201);
    for (const [i, stock] of STOCKS.entries()) {
      const created = await admin.send('/api/admin/products', {
        method: 'POST',
        json: { name: `Кукла-испытатель ${i + 1}`, price: 500 + i, stock, category_id: category.json.category.id },
      });
      expect(created.status).toBe(201);
      products.push({ id: created.json.product.id, stock });
    }
  }, 300_000);

  afterAll(async () => {
    await Promise.allSettled([server?.stop(), ...stopped.map((s) => s.stop())]);
    await database?.drop();
  }, 60_000);

  type Acknowledged = { number: string; generation: number; lines: Map<number, number> };

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  describe('SIGKILL while orders stream in (PostgreSQL)', () => {
    it('keeps every acknowledged order, and stock plus ordered quantities stay what they were', async () => {
      let generation = 0;
      let running = true;
      const acknowledged: Acknowledged[] = [];
      const tally = { noAnswer: 0, retriedToAnswer: 0, soldOut: 0 };
      const base = () => server!.baseUrl;

      /** Asks until the shop answers below 500 (it may be down or starting); null once the run is over. */
      async function persist(visitor: Visitor, path: string, init: Parameters<Visitor['send']>[1]) {
        for (let attempt = 0; ; attempt++) {
          try {
            const reply = await visitor.send(path, init);
            if (reply.status < 500) return { reply, retried: attempt > 0 };
          } catch {
            // connection refused or reset: the server is down
          }
          if (!running && attempt > 0) return null;
          if (attempt === 0) tally.noAnswer++;
          await pause(250);
        }
      }

      async function shopper(): Promise<void> {
        while (running) {
          const visitor = new Visitor(base);
          let added = 0;
          for (const product of products) {
            if (Math.random() < 0.5 && added > 0) continue;
            const count = 1 + Math.floor(Math.random() * 3);
            const reply = await persist(visitor, '/api/add-to-cart', {
              method: 'POST',
              json: { pid: product.id, count },
            });
            if (reply?.reply.status === 200) added++;
          }
          if (!added) continue;
          // What the order must hold is what the cart holds, read back: adding is not idempotent, so an add whose
          // answer a SIGKILL swallowed may have been kept and then repeated by the retry.
          const cart = await persist(visitor, '/api/cart/products', { method: 'GET' });
          if (!cart) continue;
          const lines = new Map<number, number>(
            (cart.reply.json.products as { product_id: number; num: number }[]).map((l) => [l.product_id, l.num]),
          );
          if (!lines.size) continue;
          const startedIn = generation;
          const key = newKey();
          const order = await persist(visitor, '/api/cart/order', {
            method: 'POST',
            json: pickupPointOrder(),
            headers: { 'idempotency-key': key },
          });
          if (!order) continue;
          if (order.retried) tally.retriedToAnswer++;
          if (order.reply.status === 200) {
            acknowledged.push({ number: order.reply.json.number, generation: startedIn, lines });
          } else {
            expect([409]).toContain(order.reply.status); // the last pieces of the scarce product went to others
            tally.soldOut++;
          }
        }
      }

      const shoppers = Array.from({ length: SHOPPERS }, shopper);
      for (let kill = 0; kill < KILLS; kill++) {
        await pause(RUN_MS);
        const victim = server!;
        process.kill(victim.pid, 'SIGKILL');
        stopped.push(victim);
        server = await serverOn(database!, { SEED_DEMO: '0' });
        generation++;
      }
      await pause(RUN_MS);
      running = false;
      await Promise.all(shoppers);

      const sql = postgres(database!.url, { max: 1, onnotice: () => {} });
      try {
        const numbers = acknowledged.map((a) => a.number);
        const found = await sql<{ number: string }[]>`select number from orders where number = any(${numbers})`;
        const missing = numbers.filter((n) => !found.some((row) => row.number === n));
        console.log(
          `[kill-restart] ${acknowledged.length} orders acknowledged over ${KILLS} SIGKILLs ` +
            `(${acknowledged.filter((a) => a.generation === 0).length} before the first); ` +
            `${tally.noAnswer} requests met a dead server, ${tally.retriedToAnswer} checkouts answered on a retry, ` +
            `${tally.soldOut} refused as sold out; ${missing.length} lost`,
        );
        // The run did what it claims: orders were taken before the first kill and after the last restart.
        expect(acknowledged.some((a) => a.generation === 0)).toBe(true);
        expect(acknowledged.some((a) => a.generation === KILLS)).toBe(true);
        expect(missing).toEqual([]);

        // Every acknowledged order holds the lines its shopper put in the cart.
        const rows = await sql<{ number: string; product_id: number; num: number }[]>`
          select o.number, i.product_id, i.num from orders o join order_items i on i.order_id = o.id
          where o.number = any(${numbers})`;
        for (const order of acknowledged) {
          const held = new Map(rows.filter((r) => r.number === order.number).map((r) => [r.product_id, r.num]));
          expect(held).toEqual(order.lines);
        }

        // Each guest checked out once (one key, retried): more than one order of a guest would be a duplicate.
        const twice = await sql`select guest_id, count(*)::int as n from orders group by guest_id having count(*) > 1`;
        expect(twice).toEqual([]);

        // Stock conservation, over every order in the database (also those committed but never acknowledged).
        for (const product of products) {
          const [{ stock }] = await sql<{ stock: number }[]>`select stock from products where id = ${product.id}`;
          const [{ ordered }] = await sql<{ ordered: number }[]>`
            select coalesce(sum(i.num), 0)::int as ordered from order_items i join orders o on o.id = i.order_id
            where i.product_id = ${product.id} and o.status <> 'cancelled'`;
          expect({ product: product.id, total: stock + ordered }).toEqual({
            product: product.id,
            total: product.stock,
          });
        }
        const scarce = products[products.length - 1];
        expect((await sql`select stock from products where id = ${scarce.id}`)[0].stock).toBeGreaterThanOrEqual(0);
      } finally {
        await sql.end({ timeout: 5 });
      }
    });
  });
});
