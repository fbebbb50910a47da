// The shop on one store across restarts (PGlite folder or PostgreSQL database of this file), started with the test
// provider on (PAYMENTS_TEST=1), then on again after the store has aged, then with it off:
//   1. a cart line past the per-product cap (written before the cap existed) cannot be ordered;
//   2. an Idempotency-Key replays its first response after two hours without opening a payment, and is forgotten
//      after a day;
//   3. without YooKassa and without PAYMENTS_TEST no online payment is offered, the test routes answer 404, the log
//      says why, and an order whose attempt was made with the test provider cannot be paid through it any more.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { apiClient, testDb, type ApiClient } from '../support/api';
import { createTestDatabase, DEFAULT_ADMIN_URL, type TestDatabase } from '../support/postgres-db';
import { copyPgliteTemplate, startServer, TMP_ROOT, type RunningServer } from '../support/server';
import { sqlOnStore } from '../support/store-sql';
import { newKey, pickupPointOrder } from './cart-support';

// Each test past the first stops the server, changes the store from a process of its own and starts it again:
// on a busy 2-core machine that alone took over a minute.
jest.setTimeout(180_000);

let server: RunningServer | undefined;
let database: TestDatabase | undefined;
let dataDir: string;
let storeEnv: Record<string, string>;

/** A guest whose cart holds 60 of one product, written straight into the store. */
const GUEST_PAST_CAP = randomUUID();
const pick = `(select id from products where stock >= 10 and is_active order by id offset 7 limit 1)`;

/** Runs SQL on the store while no server holds it (migrations and the demo catalogue first); the last rows. */
const runSql = (statements: string[]) => sqlOnStore<{ id: number }>(storeEnv, statements);

async function restart(paymentsTest: '0' | '1', label: string): Promise<RunningServer> {
  await server?.stop();
  server = await startServer({
    databaseUrl: database?.url,
    label: `${testDb()}-money-${label}`,
    env: { DATA_DIR: dataDir, PAYMENTS_TEST: paymentsTest },
  });
  return server;
}

let pid: number;

beforeAll(async () => {
  fs.mkdirSync(TMP_ROOT, { recursive: true });
  dataDir = fs.mkdtempSync(path.join(TMP_ROOT, 'money-switch-'));
  copyPgliteTemplate(dataDir);
  storeEnv = { DATA_DIR: dataDir };
  if (testDb() === 'postgres') {
    database = await createTestDatabase(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
    storeEnv.DATABASE_URL = database.url;
  }
  const [product] = runSql([
    `update products set stock = 100 where id = ${pick}`,
    `insert into cart_items (owner_key, product_id, num) values ('g:${GUEST_PAST_CAP}', ${pick}, 60)`,
    `select id from products where id = ${pick}`,
  ]);
  pid = product.id;
  await restart('1', 'on');
}, 400_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const at = (p: string) => `${server!.baseUrl}${p}`;
const place = (client: ApiClient, body: unknown, key = newKey()) =>
  client.api(at('/api/cart/order'), { method: 'POST', headers: { 'idempotency-key': key }, json: body });
const stateOf = async (client: ApiClient, number: string) =>
  (await client.api(at(`/api/cart/order?order=${encodeURIComponent(number)}`))).json.order;
async function shopper(): Promise<ApiClient> {
  const client = apiClient();
  expect((await client.api(at('/api/add-to-cart'), { method: 'POST', json: { pid, count: 1 } })).status).toBe(200);
  return client;
}
/** The pending test payment on the order's «Тестовая оплата» page. */
async function pendingTestPayment(client: ApiClient, number: string): Promise<string> {
  const page = await client.api(at(`/pay/${encodeURIComponent(number)}`));
  expect(page.status).toBe(200);
  return page.text.match(/paymentId\\?":\\?"([0-9a-f-]{36})/)![1];
}

describe('money across restarts', () => {
  // Shared by the steps below, in order.
  const online = { client: undefined as unknown as ApiClient, number: '', paymentId: '' };
  const replayed = {
    client: undefined as unknown as ApiClient,
    key: newKey(),
    body: pickupPointOrder(),
    first: {} as any,
  };
  const expiring = {
    client: undefined as unknown as ApiClient,
    key: newKey(),
    body: pickupPointOrder({ payment_id: 3 }),
  };

  it('a cart line past 50 of a product is not ordered: a clear 409, the cart kept', async () => {
    const client = apiClient();
    client.setCookie('guest', GUEST_PAST_CAP);
    const res = await place(client, pickupPointOrder({ payment_id: 3 }));
    expect(res.status).toBe(409);
    expect(res.json).toEqual(
      expect.objectContaining({
        success: false,
        error: expect.stringContaining('не больше 50\u00a0шт. одного товара'),
      }),
    );
    const cart = (await client.api(at('/api/cart/products'))).json;
    expect(cart.products).toEqual([expect.objectContaining({ product_id: pid, num: 60 })]);
  });

  it('with the test provider on: orders paid online and on receipt', async () => {
    online.client = await shopper();
    const a = await place(online.client, pickupPointOrder());
    expect(a.status).toBe(200);
    online.number = a.json.number;
    online.paymentId = await pendingTestPayment(online.client, online.number);

    replayed.client = await shopper();
    const b = await place(replayed.client, replayed.body, replayed.key);
    expect(b.status).toBe(200);
    replayed.first = b.json;

    expiring.client = await shopper();
    expect((await place(expiring.client, expiring.body, expiring.key)).status).toBe(200);
  });

  it('two hours later the key replays its first response without opening a payment; a day later it is forgotten', async () => {
    await server!.stop();
    server = undefined;
    runSql([
      `update payments set created_at = created_at - interval '2 hours'`,
      `update idempotency_keys set created_at = created_at - interval '2 hours' where key = '${replayed.key}'`,
      `update idempotency_keys set created_at = now() - interval '25 hours' where key = '${expiring.key}'`,
      `select 1 as id`,
    ]);
    await restart('1', 'aged');

    const before = await pendingTestPayment(replayed.client, replayed.first.number);
    const replay = await place(replayed.client, replayed.body, replayed.key);
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual(replayed.first);
    expect(await pendingTestPayment(replayed.client, replayed.first.number)).toBe(before);
    // The control: asked to pay now, the shop does open a new attempt (the old one is past reuse).
    const pay = await replayed.client.api(at('/api/payments/pay'), {
      method: 'POST',
      json: { order: replayed.first.number },
    });
    expect(pay.status).toBe(200);
    expect(await pendingTestPayment(replayed.client, replayed.first.number)).not.toBe(before);

    // A forgotten key with another body is a new request (not a 422): the cart is empty, so a 400.
    const late = await place(expiring.client, { ...expiring.body, name: 'Мария' }, expiring.key);
    expect(late.status).toBe(400);
    expect(late.json.error).toBe('Корзина пуста');
  });

  it('with the test provider off: cash on delivery only, test routes 404, the started attempt cannot be paid', async () => {
    await restart('0', 'off');
    expect(fs.readFileSync(server!.logFile, 'utf8')).toContain('online payment is switched off');
    expect((await apiClient().api(at('/api/payments/mode'))).json).toEqual({ success: true, demo: false });

    const list = async (shipping_id: number) =>
      (
        await apiClient().api(at('/api/cart/payment-list'), { method: 'POST', json: { shipping_id } })
      ).json.payment_list.map((p: { code: string }) => p.code);
    expect(await list(1)).toEqual(['cash']);
    expect(await list(3)).toEqual([]);
    // So a method that takes no payment on delivery (Почта России) is not offered at all.
    const methods = (await apiClient().api(at('/api/cart/shipping-list'))).json.shipping as { id: number }[];
    expect(methods.map((m) => m.id)).not.toContain(3);
    expect(methods.map((m) => m.id)).toEqual(expect.arrayContaining([1, 2]));

    const { client, number, paymentId } = online;
    expect((await client.api(at(`/pay/${encodeURIComponent(number)}`))).status).toBe(404);
    const decide = await client.api(at('/api/payments/test/decide'), {
      method: 'POST',
      json: { payment_id: paymentId, action: 'pay' },
    });
    expect(decide.status).toBe(404);
    const notify = await client.api(at('/api/payments/notification/test'), {
      method: 'POST',
      json: { type: 'notification', event: 'payment.succeeded', object: { id: paymentId } },
    });
    expect(notify.status).toBe(404);
    const pay = await client.api(at('/api/payments/pay'), { method: 'POST', json: { order: number } });
    expect(pay.status).toBe(409);
    expect(pay.json.error).toContain('Онлайн-оплата сейчас недоступна');
    expect(await stateOf(client, number)).toEqual(
      expect.objectContaining({ status: 'awaiting_payment', payment_status: 'pending' }),
    );

    const buyer = await shopper();
    const card = await place(buyer, pickupPointOrder());
    expect(card.status).toBe(400);
    expect(card.json.errors.payment_id).toContain('Онлайн-оплата сейчас недоступна');
    const cash = await place(buyer, pickupPointOrder({ payment_id: 3 }));
    expect(cash.status).toBe(200);
    expect(cash.json.payment_url).toBeNull();
  });
});
