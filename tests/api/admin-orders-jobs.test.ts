// The back office's background work, on a server of its own: unpaid orders cancelled automatically after a short
// ORDER_PAYMENT_TIMEOUT_MIN (JOBS_INTERVAL_SEC=1), refunds through the YooKassa stand-in (POST /v3/refunds with a
// 54-ФЗ refund receipt), a late payment refunded, and the outbox sending through an SMTP server that refuses the
// first connection: the letter is retried and arrives, and its body leaves the database once sent.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiClient, type ApiClient } from '../support/api';
import { startOwnServer, until, type OwnServer } from '../support/own-server';
import { startSmtpStandIn, type SmtpStandIn } from '../support/smtp-stand-in';
import { startYookassaStandIn, type YookassaStandIn } from '../support/yookassa-stand-in';
import { newKey, pickupPointOrder } from './cart-support';

const TIMEOUT_MIN = 0.08; // ≈ 5 s
let own: OwnServer;
let kassa: YookassaStandIn;
let smtp: SmtpStandIn;
let manager: ApiClient;

beforeAll(async () => {
  [kassa, smtp] = await Promise.all([startYookassaStandIn(), startSmtpStandIn({ refuse: 1 })]);
  own = await startOwnServer({
    name: 'jobs',
    env: {
      YOOKASSA_SHOP_ID: kassa.shopId,
      YOOKASSA_SECRET_KEY: kassa.secretKey,
      YOOKASSA_API_URL: kassa.apiUrl,
      SMTP_URL: smtp.url,
      ORDER_PAYMENT_TIMEOUT_MIN: String(TIMEOUT_MIN),
      JOBS_INTERVAL_SEC: '1',
    },
  });
  manager = own.staff;
}, 240_000);

afterAll(async () => {
  await own?.stop();
  await kassa?.stop();
  await smtp?.stop();
});

const at = (path: string) => own.at(path);
const detail = async (number: string) =>
  (await manager.api(at(`/api/admin/orders/${encodeURIComponent(number)}`))).json.order;
const paymentIdOf = (url: string) => new URL(url).searchParams.get('orderId')!;

/**
 * A guest's order of one unit of the first product in stock from `fromPid` on, paid online through the stand-in.
 * Each test starts from its own id, so one test's cancellation never changes the stock another one watches.
 */
async function placeOnline(
  fromPid: number,
): Promise<{ client: ApiClient; number: string; email: string; paymentId: string; pid: number }> {
  const client = apiClient();
  for (let pid = fromPid; pid < fromPid + 30; pid++) {
    if ((await client.api(at('/api/add-to-cart'), { method: 'POST', json: { pid, count: 1 } })).status !== 200)
      continue;
    const body = pickupPointOrder();
    const res = await client.api(at('/api/cart/order'), {
      method: 'POST',
      headers: { 'idempotency-key': newKey() },
      json: body,
    });
    expect(res.status).toBe(200);
    return { client, number: res.json.number, email: body.email, paymentId: paymentIdOf(res.json.payment_url), pid };
  }
  throw new Error('no product in stock');
}

const stockOf = async (pid: number) => {
  const probe = apiClient();
  await probe.api(at('/api/add-to-cart'), { method: 'POST', json: { pid, count: 1 } });
  return (await probe.api(at('/api/cart/products'))).json.products[0].stock as number;
};

const receiptSum = (receipt: any) =>
  receipt.items.reduce((s: number, i: any) => s + Math.round(Number(i.amount.value) * 100) * Number(i.quantity), 0);

// First: the stand-in refuses only the server's first SMTP connection, which must be this letter's.
describe('outbox over SMTP', () => {
  it('a letter refused by the mail server is retried and arrives; its body is then cleared from the database', async () => {
    const { email } = await placeOnline(1);
    const raw = await until(
      'the confirmation at the SMTP stand-in',
      async () => smtp.messages.filter((m) => m.includes(email)),
      (m) => m.length > 0,
      40,
    );
    expect(raw[0]).toMatch(/^Subject: /m);
    expect(smtp.refused()).toBeGreaterThanOrEqual(1);
    const stored = await until(
      'the outbox record marked sent',
      async () => (await apiClient().api(at(`/api/test/outbox?to=${encodeURIComponent(email)}`))).json.messages,
      (m: any[]) => m.length > 0 && m.every((x) => x.html === null && x.text.startsWith('(отправлено по SMTP')),
    );
    expect(stored.some((m: any) => /Заказ К-\d+ принят/.test(m.subject))).toBe(true);
  });
});

describe('automatic cancellation', () => {
  it('cancels an unpaid order after the timeout, returns its stock, and refunds a payment that comes later', async () => {
    const { number, paymentId, pid } = await placeOnline(31);
    const taken = await stockOf(pid);
    const order = await until(
      'the automatic cancellation',
      () => detail(number),
      (o) => o.status === 'cancelled',
    );
    expect(order.history.at(-1)).toEqual(
      expect.objectContaining({
        status: 'cancelled',
        by: 'Магазин',
        comment: expect.stringContaining('автоматически'),
      }),
    );
    expect(await stockOf(pid)).toBe(taken + 1);

    kassa.succeed(paymentId);
    expect(await kassa.notify(paymentId, at('/api/payments/notification/yookassa'))).toBe(200);
    const refunded = await detail(number);
    expect(refunded.refunds).toEqual([
      expect.objectContaining({ reason: 'late_payment', status: 'succeeded', amount: order.total }),
    ]);
    const atKassa = kassa.refunds.find((r) => r.payment_id === paymentId)!;
    expect(atKassa.amount).toEqual({ value: `${order.total}.00`, currency: 'RUB' });
    expect(receiptSum(atKassa.receipt)).toBe(order.total * 100);
    // A repeated notification refunds nothing more.
    await kassa.notify(paymentId, at('/api/payments/notification/yookassa'));
    expect(kassa.refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    const dashboard = (await manager.api(at('/api/admin/dashboard'))).json.dashboard;
    expect(dashboard.warnings.map((w: any) => w.kind)).toContain('late_payment');
    expect(dashboard.warnings.map((w: any) => w.kind)).not.toContain('test_payments');
  });
});

describe('YooKassa refunds', () => {
  it('a paid order cancelled by staff is refunded through POST /v3/refunds with a receipt of the order', async () => {
    const { number, paymentId } = await placeOnline(61);
    kassa.succeed(paymentId);
    expect(await kassa.notify(paymentId, at('/api/payments/notification/yookassa'))).toBe(200);
    expect((await detail(number)).status).toBe('paid');
    const res = await manager.api(at(`/api/admin/orders/${encodeURIComponent(number)}/status`), {
      method: 'POST',
      json: { status: 'cancelled' },
    });
    expect(res.status).toBe(200);
    const order = res.json.order;
    expect(order).toEqual(expect.objectContaining({ status: 'cancelled', refunded_amount: order.total }));
    const atKassa = kassa.refunds.filter((r) => r.payment_id === paymentId);
    expect(atKassa).toHaveLength(1);
    expect(receiptSum(atKassa[0].receipt)).toBe(order.total * 100);
    expect(atKassa[0].receipt.customer.email).toBe(order.email);
    expect(order.refunds[0]).toEqual(expect.objectContaining({ status: 'succeeded', amount: order.total }));
  });
});
