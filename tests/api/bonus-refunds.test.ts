// Bonus points and a return the payment provider refuses, on a server of its own paid through the YooKassa
// stand-in (which can be told to refuse refunds), on PGlite and PostgreSQL: a return after delivery gives back its
// share of the spent points and takes its share of the purchase points; when the provider refuses it, both are
// undone at once (docs/adr/0080-review-and-refund-points.md), a retry that succeeds settles them again, and refused
// refunds sent in parallel leave the points exactly as they were. (Each test takes products of its own: a return puts
// goods back.)
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { startYookassaStandIn, type YookassaStandIn } from '../support/yookassa-stand-in';
import { refundHelpers } from './refund-support';

let own: OwnServer;
let kassa: YookassaStandIn;

beforeAll(async () => {
  kassa = await startYookassaStandIn();
  own = await startOwnServer({
    name: 'points',
    role: 'admin',
    env: { YOOKASSA_SHOP_ID: kassa.shopId, YOOKASSA_SECRET_KEY: kassa.secretKey, YOOKASSA_API_URL: kassa.apiUrl },
  });
}, 240_000);

afterAll(async () => {
  await own?.stop();
  await kassa?.stop();
});

const { detail, refund, points, customerWith, deliveredOrder } = refundHelpers(() => ({ own, kassa }), {
  emailTag: 'points',
});

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
