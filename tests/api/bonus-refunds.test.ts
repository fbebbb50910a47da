// Bonus points and a return the payment provider refuses, on a server of its own paid through the YooKassa
// stand-in (which can be told to refuse refunds), on PGlite and PostgreSQL: a return after delivery gives back its
// share of the spent points and takes its share of the purchase points; when the provider refuses it, both are
// undone at once (docs/adr/0080-review-and-refund-points.md), a retry that succeeds settles them again, and refused
// refunds sent in parallel leave the points exactly as they were. (Each test takes products of its own: a return puts
// goods back.)
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bonusRules } from '@/lib/config/bonus-rules';
import { apiClient, type ApiClient } from '../support/api';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { startYookassaStandIn, type YookassaStandIn } from '../support/yookassa-stand-in';
import { uniqueEmail } from './accounts-support';
import { newKey, pvzOrder } from './cart-support';

let own: OwnServer;
let kassa: YookassaStandIn;
let admin: ApiClient;

beforeAll(async () => {
  kassa = await startYookassaStandIn();
  own = await startOwnServer({
    name: 'points',
    role: 'admin',
    env: { YOOKASSA_SHOP_ID: kassa.shopId, YOOKASSA_SECRET_KEY: kassa.secretKey, YOOKASSA_API_URL: kassa.apiUrl },
  });
  admin = own.staff;
}, 240_000);

afterAll(async () => {
  await own?.stop();
  await kassa?.stop();
});

const at = (path: string) => own.at(path);
const orderPath = (number: string, tail = '') => at(`/api/admin/orders/${encodeURIComponent(number)}${tail}`);
const detail = async (number: string) => (await admin.api(orderPath(number))).json.order;

type Points = { balance: number; pending: number; history: { points: number; reason: string }[] };
async function points(client: ApiClient): Promise<Points> {
  const res = await client.api(at('/api/bonuses'));
  expect(res.status).toBe(200);
  return res.json;
}

/** A signed-in customer with `credited` points. */
async function customerWith(credited: number): Promise<ApiClient> {
  const client = apiClient();
  const email = uniqueEmail('points');
  const registered = await client.api(at('/api/registration'), {
    method: 'POST',
    json: { email, password: 'kukla-points-2024' },
  });
  expect(registered.status).toBe(200);
  const found = await admin.api(at(`/api/admin/customers?q=${encodeURIComponent(email)}`));
  const id = found.json.customers.find((c: any) => c.email === email).id;
  const given = await admin.api(at(`/api/admin/customers/${id}/bonuses`), {
    method: 'POST',
    json: { points: credited, reason: 'Для теста' },
  });
  expect(given.status).toBe(200);
  return client;
}

/**
 * Two units of the first product from `fromPid` on with enough stock, paid online (the stand-in confirms) partly
 * with the most points allowed, then shipped and delivered.
 */
async function deliveredOrder(client: ApiClient, fromPid: number) {
  for (let pid = fromPid; pid < fromPid + 30; pid++) {
    const probe = apiClient();
    if ((await probe.api(at('/api/add-to-cart'), { method: 'POST', json: { pid, count: 1 } })).status !== 200) continue;
    if ((await probe.api(at('/api/cart/products'))).json.products[0].stock < 2) continue;
    expect((await client.api(at('/api/add-to-cart'), { method: 'POST', json: { pid, count: 2 } })).status).toBe(200);
    const [line] = (await client.api(at('/api/cart/products'))).json.products;
    expect(line.num).toBe(2);
    const goods = line.price * 2;
    const spent = Math.floor((goods * bonusRules.maxPayPercent) / 100);
    const res = await client.api(at('/api/cart/order'), {
      method: 'POST',
      headers: { 'idempotency-key': newKey() },
      json: pvzOrder({ bonus_points: spent }),
    });
    expect(res.status).toBe(200);
    const number = res.json.number as string;
    const paymentId = new URL(res.json.payment_url).searchParams.get('orderId')!;
    kassa.succeed(paymentId);
    expect(await kassa.notify(paymentId, at('/api/payments/notification/yookassa'))).toBe(200);
    for (const json of [
      { status: 'assembling' },
      { status: 'shipped', track_number: '1234567890' },
      { status: 'delivered' },
    ]) {
      expect((await admin.api(orderPath(number, '/status'), { method: 'POST', json })).status).toBe(200);
    }
    const earned = Math.floor(((goods - spent) * bonusRules.earnPercent) / 100);
    return { number, spent, earned, lineId: (await detail(number)).lines[0].id as number };
  }
  throw new Error('no product with two units in stock');
}

const refund = (number: string, json: unknown) => admin.api(orderPath(number, '/refund'), { method: 'POST', json });

describe('a return the provider refuses', () => {
  it('undoes its points at once; the retry that succeeds settles them again', async () => {
    const client = await customerWith(1000);
    const { number, spent, earned, lineId } = await deliveredOrder(client, 1);
    const before = await points(client);
    expect(before).toEqual(expect.objectContaining({ balance: 1000 - spent, pending: earned }));

    kassa.refuseRefunds(true);
    const refused = await refund(number, { lines: [{ order_item_id: lineId, num: 1 }] });
    expect(refused.status).toBe(502);
    const order = await detail(number);
    expect(order.refunded_amount).toBe(0);
    expect(order.refunds).toEqual([expect.objectContaining({ status: 'canceled' })]);
    let now = await points(client);
    expect(now).toEqual(expect.objectContaining({ balance: before.balance, pending: before.pending }));
    const halfSpent = Math.floor(spent / 2);
    const halfEarned = Math.round(earned / 2);
    expect(now.history.slice(0, 4).map((h) => [h.points, h.reason])).toEqual(
      expect.arrayContaining([
        [halfSpent, `Возврат баллов за заказ ${number}`],
        [-halfEarned, `Списание баллов за возвращённый заказ ${number}`],
        [-halfSpent, `Возврат денег за заказ ${number} не прошёл: возвращённые баллы списаны`],
        [halfEarned, `Возврат денег за заказ ${number} не прошёл: баллы за покупку начислены снова`],
      ]),
    );

    kassa.refuseRefunds(false);
    const retried = await refund(number, { lines: [{ order_item_id: lineId, num: 1 }] });
    expect(retried.status).toBe(200);
    now = await points(client);
    expect(now).toEqual(expect.objectContaining({ balance: before.balance + halfSpent, pending: earned - halfEarned }));

    // The rest returned: every spent point back, every purchase point taken, each once.
    const rest = await refund(number, { lines: [{ order_item_id: lineId, num: 1 }] });
    expect(rest.status).toBe(200);
    now = await points(client);
    expect(now).toEqual(expect.objectContaining({ balance: 1000, pending: 0 }));
  });

  it('refused refunds sent in parallel leave the points exactly as they were', async () => {
    const client = await customerWith(1000);
    const { number } = await deliveredOrder(client, 61);
    const before = await points(client);
    kassa.refuseRefunds(true);
    const answers = await Promise.all([100, 150, 200].map((amount) => refund(number, { amount })));
    expect(answers.map((a) => a.status).sort()).toEqual([502, 502, 502]);
    const now = await points(client);
    expect(now).toEqual(expect.objectContaining({ balance: before.balance, pending: before.pending }));
    // Each refused refund undid exactly what it did: what came back and went again sums to nothing.
    expect(now.history.reduce((sum, h) => sum + h.points, 0)).toBe(before.balance + before.pending);
    kassa.refuseRefunds(false);
  });
});
