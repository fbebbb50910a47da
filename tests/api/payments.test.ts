// The built-in test provider: its page's buttons go through the provider's notification (fetched back, never
// trusted), decline → failure → pay again → paid; forged or foreign notifications change nothing.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { api, apiClient, type ApiClient } from '../support/api';
import {
  expectRefusal,
  findProducts,
  placeOrder,
  pickupPointOrder,
  range,
  shopperWith,
  type Probe,
} from './cart-support';

const IDS = range(260, 299);
let product: Probe;

beforeAll(async () => {
  [product] = await findProducts(IDS, (p) => p.stock >= 10, 1);
  expect(product).toBeTruthy();
}, 120_000);

/** The pending test payment's id, as the /pay/{order} page carries it to its buttons. */
async function pendingPaymentId(client: ApiClient, number: string): Promise<string> {
  const page = await client.api(`/pay/${encodeURIComponent(number)}`);
  expect(page.status).toBe(200);
  expect(page.text).toContain('Тестовая оплата');
  const match = page.text.match(/paymentId\\?":\\?"([0-9a-f-]{36})/);
  expect(match).not.toBeNull();
  return match![1];
}

async function orderState(client: ApiClient, number: string) {
  const res = await client.api(`/api/cart/order?order=${encodeURIComponent(number)}`);
  expect(res.status).toBe(200);
  return res.json.order;
}

async function newOrder() {
  const client = await shopperWith([{ pid: product.pid, count: 1 }]);
  const res = await placeOrder(client, pickupPointOrder());
  expect(res.status).toBe(200);
  return { client, number: res.json.number as string };
}

const decide = (client: ApiClient, payment_id: string, action: 'pay' | 'decline') =>
  client.api('/api/payments/test/decide', { method: 'POST', json: { payment_id, action } });

describe('test provider', () => {
  it('pay: the order becomes paid and the shopper returns to the success page', async () => {
    const { client, number } = await newOrder();
    const id = await pendingPaymentId(client, number);
    const res = await decide(client, id, 'pay');
    expect(res.json).toEqual({
      success: true,
      redirect_url: `/payment-success-notification?order=${encodeURIComponent(number)}`,
    });
    expect(await orderState(client, number)).toEqual(
      expect.objectContaining({ status: 'paid', payment_status: 'succeeded' }),
    );
    const page = await client.api(`/payment-success-notification?order=${encodeURIComponent(number)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Оплата прошла успешно');
  });

  it('decline → failure page → pay again → paid', async () => {
    const { client, number } = await newOrder();
    const first = await pendingPaymentId(client, number);
    const declined = await decide(client, first, 'decline');
    expect(declined.json.redirect_url).toBe(`/fail-payment.html?order=${encodeURIComponent(number)}`);
    expect(await orderState(client, number)).toEqual(
      expect.objectContaining({ status: 'awaiting_payment', payment_status: 'canceled' }),
    );
    const failPage = await client.api(`/fail-payment.html?order=${encodeURIComponent(number)}`);
    expect(failPage.text).toContain('Оплата не прошла');
    expect(failPage.text).toContain('Оплатить снова');

    // A decided payment cannot be decided again.
    await decide(client, first, 'pay');
    expect((await orderState(client, number)).status).toBe('awaiting_payment');

    const again = await client.api('/api/payments/pay', { method: 'POST', json: { order: number } });
    expect(again.json).toEqual({ success: true, payment_url: `/pay/${encodeURIComponent(number)}` });
    const second = await pendingPaymentId(client, number);
    expect(second).not.toBe(first);
    await decide(client, second, 'pay');
    expect((await orderState(client, number)).status).toBe('paid');
    const paidAgain = await client.api('/api/payments/pay', { method: 'POST', json: { order: number } });
    expectRefusal(paidAgain, 409);
  });

  it('a forged notification is ignored: the payment is fetched back from the provider', async () => {
    const { client, number } = await newOrder();
    const id = await pendingPaymentId(client, number);
    const forged = await api('/api/payments/notification/test', {
      method: 'POST',
      json: { type: 'notification', event: 'payment.succeeded', object: { id, status: 'succeeded', paid: true } },
    });
    expect(forged.status).toBe(200);
    expect((await orderState(client, number)).status).toBe('awaiting_payment');
    for (const body of [{}, { object: { id: 42 } }, { object: { id: 'no-such-payment' } }, 'text', [1, 2]]) {
      const res = await api('/api/payments/notification/test', { method: 'POST', json: body });
      expect(res.status).toBe(200);
    }
    expect((await orderState(client, number)).status).toBe('awaiting_payment');
  });

  it("only the shopper who placed the order can press the page's buttons or see it", async () => {
    const { client, number } = await newOrder();
    const id = await pendingPaymentId(client, number);
    const stranger = apiClient();
    expectRefusal(await decide(stranger, id, 'pay'), 404);
    expectRefusal(await stranger.api('/api/payments/pay', { method: 'POST', json: { order: number } }), 404);
    const page = await stranger.api(`/pay/${encodeURIComponent(number)}`);
    expect(page.text).toContain('Заказ не найден');
    expect((await orderState(client, number)).status).toBe('awaiting_payment');
  });

  it('an order paid on receipt has nothing to pay online', async () => {
    const client = await shopperWith([{ pid: product.pid, count: 1 }]);
    const res = await placeOrder(client, pickupPointOrder({ payment_id: 3 }));
    expect(res.json.payment_url).toBeNull();
    expectRefusal(await client.api('/api/payments/pay', { method: 'POST', json: { order: res.json.number } }), 409);

    // The payment result pages word it by its status (assembling, paid on receipt), never «paid» or «failed».
    for (const path of ['/payment-success-notification', '/fail-payment.html']) {
      const page = await client.api(`${path}?order=${encodeURIComponent(res.json.number)}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Заказ собирается');
      expect(page.text).toContain('Оплата — при получении');
      expect(page.text).not.toContain('Оплата прошла успешно');
      expect(page.text).not.toContain('Оплата не прошла');
      expect(page.text).not.toContain('Оплатить');
    }
  });

  it('the return page before any decision: waiting for the provider, not «placed» or «paid»', async () => {
    const { client, number } = await newOrder();
    const page = await client.api(`/payment-success-notification?order=${encodeURIComponent(number)}`);
    expect(page.text).toContain('Ждём подтверждения оплаты');
    expect(page.text).not.toContain('Оплата прошла успешно');
    // A paid order on the failure page (e.g. paid in another tab) says it is paid.
    await decide(client, await pendingPaymentId(client, number), 'pay');
    const fail = await client.api(`/fail-payment.html?order=${encodeURIComponent(number)}`);
    expect(fail.text).toContain('Оплата прошла успешно');
    expect(fail.text).not.toContain('Оплата не прошла');
  });
});
