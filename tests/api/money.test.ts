// Money and goods on the shared server (test provider on, PAYMENTS_TEST=1): an Idempotency-Key bound to its
// request, the per-product cap of a cart and an order, a promo code's use counted when the order is paid or placed
// to pay on receipt (held meanwhile, given back only when counted), the notification rate limit, the demo mode.
// The shop without the test provider, aged keys and carts past the cap: money-switch.test.ts (servers of its own).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { api, type ApiClient } from '../support/api';
import { rawRequest, randomLoopback } from '../support/raw-http';
import { adminClient, managerClient, type StaffClient } from '../support/staff';
import { expectRefusal, newKey, placeOrder, pickupPointOrder, shopperWith } from './cart-support';

let admin: StaffClient;
let manager: StaffClient;
/** A product of this suite's own, with more in stock than one order may take. */
let pid: number;
const tag = randomUUID().slice(0, 6);

beforeAll(async () => {
  [admin, manager] = await Promise.all([adminClient(), managerClient()]);
  const category = await admin.api('/api/admin/categories', { method: 'POST', json: { name: `Деньги ${tag}` } });
  expect(category.status).toBe(201);
  const product = await admin.api('/api/admin/products', {
    method: 'POST',
    json: { name: `Кукла Копеечка ${tag}`, price: 1000, stock: 500, category_id: category.json.category.id },
  });
  expect(product.status).toBe(201);
  pid = product.json.product.id;
}, 120_000);

const stateOf = async (client: ApiClient, number: string) =>
  (await client.api(`/api/cart/order?order=${encodeURIComponent(number)}`)).json.order;

/** Presses «Оплатить» on the test provider's page of the order. */
async function payWithTestProvider(client: ApiClient, number: string) {
  const page = await client.api(`/pay/${encodeURIComponent(number)}`);
  const id = page.text.match(/paymentId\\?":\\?"([0-9a-f-]{36})/)![1];
  const res = await client.api('/api/payments/test/decide', {
    method: 'POST',
    json: { payment_id: id, action: 'pay' },
  });
  expect(res.status).toBe(200);
  expect((await stateOf(client, number)).status).toBe('paid');
}

describe('Idempotency-Key is bound to the request', () => {
  it('the same key and body replay the first response; another body with that key is a 422', async () => {
    const client = await shopperWith([{ pid, count: 1 }]);
    const key = newKey();
    const body = pickupPointOrder();
    const first = await placeOrder(client, body, key);
    expect(first.status).toBe(200);
    expect(first.json.payment_url).toBe(`/pay/${encodeURIComponent(first.json.number)}`);

    // The same fields in another order are the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const replay = await placeOrder(client, reordered, key);
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual(first.json);

    for (const change of [{ name: 'Мария' }, { pvz_id: 'CDEK-MSK-2' }, { payment_id: 3 }, { comment: 'другое' }]) {
      const other = await placeOrder(client, { ...body, ...change }, key);
      expectRefusal(other, 422);
      expect(other.json.error).toContain('Idempotency-Key уже использован для другого заказа');
    }
    // A new key for the same body is a new request: the cart is empty by now, so no second order.
    expectRefusal(await placeOrder(client, body, newKey()), 400);
    expect((await stateOf(client, first.json.number)).status).toBe('awaiting_payment');
  });

  it('two requests racing with one key make one order and answer alike', async () => {
    const client = await shopperWith([{ pid, count: 1 }]);
    const key = newKey();
    const body = pickupPointOrder({ payment_id: 3 });
    const [a, b] = await Promise.all([placeOrder(client, body, key), placeOrder(client, body, key)]);
    const answers = [a, b].filter((r) => r.status === 200);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    for (const r of [a, b]) expect([200, 409]).toContain(r.status);
    for (const r of answers) expect(r.json.order_id).toBe(answers[0].json.order_id);
  });
});

describe(`one order holds at most 50 of a product`, () => {
  it('the cart refuses or clamps past 50 with a clear message', async () => {
    const client = await shopperWith([{ pid, count: 40 }]);
    expectRefusal(await client.api('/api/add-to-cart', { method: 'POST', json: { pid, count: 51 } }), 400);
    const over = await client.api('/api/add-to-cart', { method: 'POST', json: { pid, count: 11 } });
    expectRefusal(over, 409);
    expect(over.json.error).toContain('не больше 50\u00a0шт. одного товара');
    expect(over.json.error).toContain('можно добавить ещё 10');
    const set = await client.api('/api/cart/change-count', { method: 'PUT', json: { pid, count: 80 } });
    expect(set.json).toEqual(
      expect.objectContaining({ success: true, num: 50, notice: expect.stringContaining('не больше 50') }),
    );
    const placed = await placeOrder(client, pickupPointOrder({ payment_id: 3 }));
    expect(placed.status).toBe(200);
    expect((await stateOf(client, placed.json.number)).lines).toEqual([expect.objectContaining({ num: 50 })]);
  });
});

describe('a promo code is used when the order is paid or placed to pay on receipt', () => {
  const code = `MONEY${tag.toUpperCase()}`;
  const usedOf = async () =>
    (await admin.api('/api/admin/promo-codes')).json.promo_codes.find((p: any) => p.code === code).used;
  const withCode = async () => {
    const client = await shopperWith([{ pid, count: 1 }]);
    return {
      client,
      applied: await client.api('/api/cart/promo-code', { method: 'POST', json: { promo_code: code } }),
    };
  };
  const cancel = (number: string) =>
    manager.api(`/api/admin/orders/${encodeURIComponent(number)}/status`, {
      method: 'POST',
      json: { status: 'cancelled' },
    });

  it('unpaid online orders hold a use without taking it; paying takes it; cancelling gives back only a taken one', async () => {
    const created = await admin.api('/api/admin/promo-codes', {
      method: 'POST',
      json: { code, kind: 'percent', value: 10, usage_limit: 2 },
    });
    expect(created.status).toBe(201);

    const a = await withCode();
    expect(a.applied.status).toBe(200);
    const orderA = (await placeOrder(a.client, pickupPointOrder())).json;
    expect((await stateOf(a.client, orderA.number)).discount).toBe(100);
    expect(await usedOf()).toBe(0);

    const b = await withCode();
    expect(b.applied.status).toBe(200);
    const orderB = (await placeOrder(b.client, pickupPointOrder())).json;
    expect((await stateOf(b.client, orderB.number)).discount).toBe(100);
    expect(await usedOf()).toBe(0);

    // Both uses are held by the two orders awaiting payment: a third shopper cannot take the code.
    const c = await withCode();
    expectRefusal(c.applied, 409);
    expect(c.applied.json.error).toContain('исчерпан лимит');

    await payWithTestProvider(a.client, orderA.number);
    expect(await usedOf()).toBe(1);

    // B is cancelled unpaid: it took nothing, and its hold is gone.
    expect((await cancel(orderB.number)).status).toBe(200);
    expect(await usedOf()).toBe(1);
    const c2 = await withCode();
    expect(c2.applied.status).toBe(200);
    const orderC = (await placeOrder(c2.client, pickupPointOrder({ payment_id: 3 }))).json;
    expect((await stateOf(c2.client, orderC.number)).discount).toBe(100);
    expect(await usedOf()).toBe(2);

    // Cancelling orders that took a use gives it back: the paid one and the one to pay on receipt.
    expect((await cancel(orderC.number)).status).toBe(200);
    expect(await usedOf()).toBe(1);
    expect((await cancel(orderA.number)).status).toBe(200);
    expect(await usedOf()).toBe(0);
  });
});

describe('payment notifications', () => {
  it('are rate-limited per sending address', async () => {
    const from = randomLoopback();
    const send = () =>
      rawRequest('/api/payments/notification/test', { method: 'POST', body: JSON.stringify({}), from });
    const answers: number[] = [];
    for (let i = 0; i < 121; i++) answers.push((await send()).status);
    expect(answers.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(answers[120]).toBe(429);
    // Another address is not affected.
    expect((await rawRequest('/api/payments/notification/test', { method: 'POST', body: '{}' })).status).toBe(200);
  });
});

describe('demo mode', () => {
  it('says payments are the test provider’s, with nothing personal', async () => {
    const res = await api('/api/payments/mode');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, demo: true });
  });
});
