// What needs data the API cannot make, on a server of its own: promo codes that expired, have not started, ran
// out or were switched off (refused with a reason; one that runs out between applying and ordering is dropped
// from the order), and a product withdrawn from sale while it lay in a guest's cart (not carried into the
// account). The guest's cart moving into the account at registration and at login is checked here too.
//
// The database is prepared before the server starts, by the shop's own code in a child process (migrations and
// the demo catalogue, then the fixtures below), on a PGlite folder or a PostgreSQL database of this file.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiClient, testDb, type ApiClient } from '../support/api';
import { createTestDatabase, DEFAULT_ADMIN_URL, type TestDatabase } from '../support/postgres-db';
import { copyPgliteTemplate, startServer, TMP_ROOT, type RunningServer } from '../support/server';
import { sqlOnStore } from '../support/store-sql';
import { PASSWORD, uniqueEmail } from './accounts-support';
import { newKey, pickupPointOrder } from './cart-support';

let server: RunningServer;
let database: TestDatabase | undefined;
let dataDir: string | undefined;

/** Guests whose carts the fixtures fill (cookie `guest` = the id). */
const GUEST_TO_REGISTER = randomUUID();
const GUEST_TO_LOG_IN = randomUUID();

/** Products of the fixtures, by rank among the demo products with stock ≥ 10 (ids are read back). */
const nth = (n: number) => `(select id from products where stock >= 10 order by id offset ${n} limit 1)`;
const cartLine = (guest: string, n: number, num: number) =>
  `insert into cart_items (owner_key, product_id, num) values ('g:${guest}', ${nth(n)}, ${num})`;

const FIXTURES = [
  // Withdrawn: product 0, in both guests' carts. Kept: products 1 and 2.
  cartLine(GUEST_TO_REGISTER, 0, 1),
  cartLine(GUEST_TO_REGISTER, 1, 2),
  cartLine(GUEST_TO_LOG_IN, 0, 1),
  cartLine(GUEST_TO_LOG_IN, 1, 1),
  cartLine(GUEST_TO_LOG_IN, 2, 2),
  `update products set is_active = false where id = ${nth(0)}`,
  `insert into promo_codes (code, kind, value, min_order, valid_from, valid_to, usage_limit, used_count, is_active) values
     ('TESTEXPIRED', 'percent', 10, 0, null, now() - interval '1 day', null, 0, true),
     ('TESTLATER', 'percent', 10, 0, now() + interval '10 days', null, null, 0, true),
     ('TESTUSEDUP', 'percent', 10, 0, null, null, 3, 3, true),
     ('TESTOFF', 'percent', 10, 0, null, null, null, 0, false),
     ('TESTLASTONE', 'fixed', 100, 0, null, null, 1, 0, true)`,
  `select id, price from products where stock >= 10 order by id limit 3`,
];

let withdrawn: number;
let kept: { id: number; price: number }[];

beforeAll(async () => {
  let dbEnv: Record<string, string>;
  if (testDb() === 'postgres') {
    database = await createTestDatabase(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
    dbEnv = { DATABASE_URL: database.url };
  } else {
    fs.mkdirSync(TMP_ROOT, { recursive: true });
    dataDir = fs.mkdtempSync(path.join(TMP_ROOT, 'checkout-fixtures-'));
    copyPgliteTemplate(dataDir);
    dbEnv = { DATA_DIR: dataDir };
  }
  const products = sqlOnStore<{ id: number; price: number }>(dbEnv, FIXTURES);
  expect(products).toHaveLength(3);
  [withdrawn, ...kept] = [products[0].id, products[1], products[2]] as [
    number,
    { id: number; price: number },
    { id: number; price: number },
  ];
  server = await startServer({
    databaseUrl: database?.url,
    label: `${testDb()}-checkout`,
    env: dataDir ? { DATA_DIR: dataDir } : {},
  });
}, 360_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const at = (p: string) => `${server.baseUrl}${p}`;
const cartOf = async (client: ApiClient) => (await client.api(at('/api/cart/products'))).json;
const linesOf = async (client: ApiClient) =>
  ((await cartOf(client)).products as { product_id: number; num: number }[])
    .map((l) => [l.product_id, l.num])
    .sort((a, b) => a[0] - b[0]);

async function shopper(pid: number, count = 1): Promise<ApiClient> {
  const client = apiClient();
  expect((await client.api(at('/api/add-to-cart'), { method: 'POST', json: { pid, count } })).status).toBe(200);
  return client;
}

const applyPromo = (client: ApiClient, code: string) =>
  client.api(at('/api/cart/promo-code'), { method: 'POST', json: { promo_code: code } });

describe('promo code refusals, each with its reason', () => {
  it.each([
    ['TESTEXPIRED', 'Срок действия промокода истёк'],
    ['TESTLATER', 'Промокод начнёт действовать'],
    ['testusedup', 'исчерпан лимит использований'],
    ['TESTOFF', 'Промокод больше не действует'],
  ])('%s', async (code, reason) => {
    const client = await shopper(kept[0].id);
    const res = await applyPromo(client, code);
    expect(res.status).toBe(409);
    expect(res.json).toEqual(expect.objectContaining({ success: false, error: expect.stringContaining(reason) }));
    expect(res.json.errors.promo_code).toContain(reason);
    expect((await cartOf(client)).promo_code).toBeNull();
  });

  it('a code whose last use goes to another order meanwhile is dropped from the order, not refused', async () => {
    const first = await shopper(kept[0].id);
    const second = await shopper(kept[0].id);
    for (const client of [first, second]) expect((await applyPromo(client, 'TESTLASTONE')).json.discount).toBe(100);

    const place = (client: ApiClient, body: unknown) =>
      client.api(at('/api/cart/order'), { method: 'POST', headers: { 'idempotency-key': newKey() }, json: body });
    const stateOf = async (client: ApiClient, number: string) =>
      (await client.api(at(`/api/cart/order?order=${encodeURIComponent(number)}`))).json.order;

    const a = await place(first, pickupPointOrder({ payment_id: 3 }));
    expect(a.status).toBe(200);
    expect(await stateOf(first, a.json.number)).toEqual(
      expect.objectContaining({ promo_code: 'TESTLASTONE', discount: 100 }),
    );

    expect((await cartOf(second)).promo).toEqual(
      expect.objectContaining({ discount: 0, message: expect.stringContaining('исчерпан лимит') }),
    );
    const b = await place(second, pickupPointOrder({ payment_id: 3, promo_code: 'TESTLASTONE' }));
    expect(b.status).toBe(200);
    const order = await stateOf(second, b.json.number);
    expect(order).toEqual(expect.objectContaining({ promo_code: null, discount: 0, products_cost: kept[0].price }));
    expect(order.total).toBe(order.products_cost + order.shipping_cost);
  });
});

describe('the guest’s cart moves into the account', () => {
  it('at registration: the lines come along, a withdrawn product does not', async () => {
    const client = apiClient();
    client.setCookie('guest', GUEST_TO_REGISTER);
    // Before: the withdrawn product is in the guest's cart (shown as unavailable).
    expect(await linesOf(client)).toEqual(
      [
        [withdrawn, 1],
        [kept[0].id, 2],
      ].sort((a, b) => a[0] - b[0]),
    );
    expect((await cartOf(client)).products.find((l: any) => l.product_id === withdrawn).available).toBe(false);
    const res = await client.api(at('/api/registration'), {
      method: 'POST',
      json: { email: uniqueEmail('cart-reg'), password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(await linesOf(client)).toEqual([[kept[0].id, 2]]);
    expect((await client.api(at('/api/user-info'))).json).toEqual(
      expect.objectContaining({ is_guest: 0, cart_count: 2 }),
    );
  });

  it('at login: quantities add up with the account’s cart, a withdrawn product is left out, the guest cart is emptied', async () => {
    const owner = apiClient();
    const email = uniqueEmail('cart-login');
    expect(
      (await owner.api(at('/api/registration'), { method: 'POST', json: { email, password: PASSWORD } })).status,
    ).toBe(200);
    expect(
      (await owner.api(at('/api/add-to-cart'), { method: 'POST', json: { pid: kept[0].id, count: 1 } })).status,
    ).toBe(200);

    const client = apiClient();
    client.setCookie('guest', GUEST_TO_LOG_IN);
    expect(
      (await client.api(at('/api/login'), { method: 'POST', json: { login: email, password: PASSWORD } })).status,
    ).toBe(200);
    expect(await linesOf(client)).toEqual(
      [
        [kept[0].id, 2],
        [kept[1].id, 2],
      ].sort((a, b) => a[0] - b[0]),
    );
    expect((await linesOf(owner)).some(([pid]) => pid === withdrawn)).toBe(false);

    const sameBrowserSignedOut = apiClient();
    sameBrowserSignedOut.setCookie('guest', GUEST_TO_LOG_IN);
    expect((await cartOf(sameBrowserSignedOut)).products).toEqual([]);
  });
});
