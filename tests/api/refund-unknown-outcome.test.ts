// A refund whose outcome is unknown is never paid twice (issue 25), on a server of its own paid through the YooKassa
// stand-in, on PGlite and PostgreSQL. YooKassa documents a 500 as «результат обработки запроса неизвестен»: the
// stand-in makes the refund and then answers 500, or makes it and never answers (the shop's client gives up after
// YOOKASSA_TIMEOUT_SEC=1). The refund stays «ожидает подтверждения» with its reservation and its points as they
// are; staff cannot refund the same money again; «Повторить запрос» and the background job (JOBS_INTERVAL_SEC=1)
// ask again under the same Idempotence-Key, so the stand-in has made exactly one refund; a refund YooKassa reports
// `pending` is read back (GET /v3/refunds/{id}) until final. Each test takes products of its own.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ApiClient } from '../support/api';
import { startOwnServer, until, type OwnServer } from '../support/own-server';
import { startYookassaStandIn, type YookassaStandIn } from '../support/yookassa-stand-in';
import { refundHelpers } from './refund-support';

let own: OwnServer;
let kassa: YookassaStandIn;
let admin: ApiClient;

beforeAll(async () => {
  kassa = await startYookassaStandIn();
  own = await startOwnServer({
    name: 'refund-unknown',
    role: 'admin',
    env: {
      YOOKASSA_SHOP_ID: kassa.shopId,
      YOOKASSA_SECRET_KEY: kassa.secretKey,
      YOOKASSA_API_URL: kassa.apiUrl,
      YOOKASSA_TIMEOUT_SEC: '1',
      JOBS_INTERVAL_SEC: '1',
    },
  });
  admin = own.staff;
}, 240_000);

afterAll(async () => {
  await own?.stop();
  await kassa?.stop();
});

const {
  orderPath,
  detail,
  refund,
  points: account,
  customerWith,
  deliveredOrder,
} = refundHelpers(() => ({ own, kassa }), { emailTag: 'unknown-refund', mostPointsSpent: 1000 });
const retry = (number: string, refundId: number) =>
  admin.api(orderPath(number, '/refund/retry'), { method: 'POST', json: { refund_id: refundId } });

/** Balance and pending points only: these tests compare amounts, not the history. */
async function points(client: ApiClient) {
  const { balance, pending } = await account(client);
  return { balance, pending };
}

const madeFor = (paymentId: string) => kassa.refunds.filter((r) => r.payment_id === paymentId);

/** Returns one of the two units; checks the refund is «ожидает подтверждения» with everything still reserved. */
async function returnOneUnitUnanswered(number: string, paymentId: string, lineId: number, paid: number) {
  const keysBefore = kassa.refundKeys.length;
  const sent = await refund(number, { lines: [{ order_item_id: lineId, num: 1 }] });
  expect(sent.status).toBe(200);
  const order = sent.json.order;
  expect(order.refunds).toEqual([expect.objectContaining({ status: 'pending', may_retry: true })]);
  const amount = order.refunds[0].amount as number;
  expect(order.refunded_amount).toBe(amount);
  expect(order.refundable).toBe(paid - amount);
  expect(order.lines[0].refunded_num).toBe(1);
  expect(order.history.at(-1).comment).toMatch(/ожидает подтверждения/);
  // YooKassa did make it (the answer was lost): exactly one refund there.
  expect(madeFor(paymentId)).toHaveLength(1);
  // The same money cannot be refunded again while the first refund is unanswered.
  const twice = await refund(number, { lines: [{ order_item_id: lineId, num: 2 }] });
  expect(twice.status).toBe(409);
  expect(twice.json.success).toBe(false);
  expect((await refund(number, { amount: paid - amount + 1 })).status).toBe(409);
  return { refundId: order.refunds[0].id as number, amount, key: kassa.refundKeys[keysBefore] };
}

describe('a refund whose outcome is unknown', () => {
  it('YooKassa makes it and answers 500: it stays pending; «Повторить запрос» under the same key settles it, paid once', async () => {
    const client = await customerWith(1000);
    const { number, paymentId, lineId, paid } = await deliveredOrder(client, 1);
    const before = await points(client);

    kassa.refundFault('500');
    const { refundId, amount, key } = await returnOneUnitUnanswered(number, paymentId, lineId, paid);
    const reserved = await points(client);
    expect(reserved).not.toEqual(before); // the return's points were settled with the reservation, and stay

    // Asked again while YooKassa still answers 500: still pending, still one refund there.
    const stillDown = await retry(number, refundId);
    expect(stillDown.status).toBe(200);
    expect(stillDown.json.order.refunds).toEqual([expect.objectContaining({ id: refundId, status: 'pending' })]);
    expect(madeFor(paymentId)).toHaveLength(1);

    kassa.refundFault('none');
    const settled = await retry(number, refundId);
    expect(settled.status).toBe(200);
    const order = settled.json.order;
    expect(order.refunds).toEqual([expect.objectContaining({ id: refundId, status: 'succeeded', may_retry: false })]);
    expect(order.refunded_amount).toBe(amount);
    expect(madeFor(paymentId)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(madeFor(paymentId)[0].amount.value).toBe(`${amount}.00`);
    // Every request about it carried the refund's own key.
    expect(new Set(kassa.refundKeys.slice(kassa.refundKeys.indexOf(key)))).toEqual(new Set([key]));
    expect(await points(client)).toEqual(reserved);
    // Nothing left to ask about.
    expect((await retry(number, refundId)).status).toBe(409);
  });

  it('YooKassa makes it and never answers: it stays pending; the background job settles it, paid once', async () => {
    const client = await customerWith(1000);
    const { number, paymentId, lineId, paid } = await deliveredOrder(client, 31);

    kassa.refundFault('hang');
    const started = Date.now();
    const { refundId, amount, key } = await returnOneUnitUnanswered(number, paymentId, lineId, paid);
    expect(Date.now() - started).toBeLessThan(15_000); // the short client timeout, not 15 s per request
    const reserved = await points(client);

    kassa.refundFault('none');
    const order = await until(
      'the job to settle the refund',
      () => detail(number),
      (o) => o.refunds[0].status !== 'pending',
      40,
    );
    expect(order.refunds).toEqual([expect.objectContaining({ id: refundId, status: 'succeeded' })]);
    expect(order.refunded_amount).toBe(amount);
    expect(madeFor(paymentId)).toHaveLength(1);
    expect(new Set(kassa.refundKeys.slice(kassa.refundKeys.indexOf(key)))).toEqual(new Set([key]));
    expect(await points(client)).toEqual(reserved);
  }, 90_000);

  it('YooKassa reports it pending: the job reads it back until final; refused there, the reservation and points come back', async () => {
    const client = await customerWith(1000);
    const { number, paymentId, lineId } = await deliveredOrder(client, 61);
    const before = await points(client);

    kassa.refundFault('pending');
    const sent = await refund(number, { lines: [{ order_item_id: lineId, num: 1 }] });
    kassa.refundFault('none');
    expect(sent.status).toBe(200);
    expect(sent.json.order.refunds).toEqual([expect.objectContaining({ status: 'pending' })]);
    const [made] = madeFor(paymentId);
    expect(made.status).toBe('pending');

    const reads = kassa.refundReads();
    await until(
      'the job to read the refund back',
      async () => kassa.refundReads(),
      (n) => n > reads,
      40,
    );
    expect((await detail(number)).refunds[0].status).toBe('pending');

    kassa.finishRefund(made.id, 'canceled');
    const order = await until(
      'the job to record the refusal',
      () => detail(number),
      (o) => o.refunds[0].status !== 'pending',
      40,
    );
    expect(order.refunds).toEqual([expect.objectContaining({ status: 'canceled' })]);
    expect(order.refunded_amount).toBe(0);
    expect(madeFor(paymentId)).toHaveLength(1);
    expect(await points(client)).toEqual(before);
  }, 120_000);
});
