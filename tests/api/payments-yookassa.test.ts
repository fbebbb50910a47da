// The YooKassa adapter against a local stand-in that speaks YooKassa's documented API (tests/support): payments
// created with an Idempotence-Key and a 54-ФЗ receipt, the shopper sent to the confirmation URL, notifications
// verified by fetching the payment back (success, cancel, forged). Needs a server of its own (YOOKASSA_* set).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiClient, testDb, type ApiClient } from '../support/api';
import { createTestDatabase, DEFAULT_ADMIN_URL, type TestDatabase } from '../support/postgres-db';
import { startServer, type RunningServer } from '../support/server';
import { startYookassaStandIn, type YookassaStandIn } from '../support/yookassa-stand-in';
import { courierOrder, newKey, pickupPointOrder } from './cart-support';

let server: RunningServer;
let database: TestDatabase | undefined;
let kassa: YookassaStandIn;

beforeAll(async () => {
  kassa = await startYookassaStandIn();
  if (testDb() === 'postgres') database = await createTestDatabase(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
  server = await startServer({
    databaseUrl: database?.url,
    label: `${testDb()}-yookassa`,
    env: { YOOKASSA_SHOP_ID: kassa.shopId, YOOKASSA_SECRET_KEY: kassa.secretKey, YOOKASSA_API_URL: kassa.apiUrl },
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await kassa?.stop();
});

const at = (path: string) => `${server.baseUrl}${path}`;
const notificationUrl = () => at('/api/payments/notification/yookassa');

/** A guest with `count` of the first product that has enough stock, and that product's price. */
async function guestWithCart(count = 2): Promise<{ client: ApiClient; price: number }> {
  const client = apiClient();
  for (let pid = 1; pid < 100; pid++) {
    const res = await client.api(at('/api/add-to-cart'), { method: 'POST', json: { pid, count } });
    if (res.status === 200) {
      const line = (await client.api(at('/api/cart/products'))).json.products[0];
      return { client, price: line.price };
    }
  }
  throw new Error('no product in stock');
}

async function order(client: ApiClient, body: unknown, key = newKey()) {
  const res = await client.api(at('/api/cart/order'), {
    method: 'POST',
    headers: { 'idempotency-key': key },
    json: body,
  });
  expect(res.status).toBe(200);
  return res.json as { order_id: number; number: string; payment_url: string };
}

const paymentIdOf = (url: string) => new URL(url).searchParams.get('orderId')!;
const stateOf = async (client: ApiClient, number: string) =>
  (await client.api(at(`/api/cart/order?order=${encodeURIComponent(number)}`))).json.order;

describe('YooKassa', () => {
  it('creates the payment with an Idempotence-Key and a 54-ФЗ receipt; the shopper goes to the confirmation URL', async () => {
    const { client, price } = await guestWithCart(2);
    const body = courierOrder({ payment_id: 2 });
    const key = newKey();
    const placed = await order(client, body, key);
    expect(placed.payment_url.startsWith(kassa.apiUrl.replace(/\/v3$/, ''))).toBe(true);
    const id = paymentIdOf(placed.payment_url);
    const created = kassa.creates.find((c) => c.paymentId === id)!;
    // Unique to the order beyond its id (number and creation time): a reset database or another environment
    // sharing the shop account never gets an earlier order's payment back.
    expect(created.idempotenceKey).toMatch(new RegExp(`^order-${placed.number.replace(/\D/g, '')}-\\d{13}-attempt-1$`));
    expect(created.idempotenceKey.length).toBeLessThanOrEqual(64);

    const state = await stateOf(client, placed.number);
    expect(created.body).toEqual(
      expect.objectContaining({
        amount: { value: `${state.total}.00`, currency: 'RUB' },
        capture: true,
        confirmation: {
          type: 'redirect',
          return_url: at(`/payment-success-notification?order=${encodeURIComponent(placed.number)}`),
        },
        metadata: { order_id: String(placed.order_id), order_number: placed.number },
        payment_method_data: { type: 'sbp' },
      }),
    );
    const { receipt } = created.body;
    expect(receipt.customer).toEqual({ email: body.email, phone: '79161234567' });
    expect(receipt.items[0]).toEqual(
      expect.objectContaining({
        quantity: '2.00',
        amount: { value: `${price}.00`, currency: 'RUB' },
        payment_subject: 'commodity',
        vat_code: 1,
      }),
    );
    if (state.shipping_cost > 0) {
      expect(receipt.items.at(-1)).toEqual(
        expect.objectContaining({
          description: 'Доставка',
          quantity: '1.00',
          amount: { value: `${state.shipping_cost}.00`, currency: 'RUB' },
          payment_subject: 'service',
        }),
      );
    }
    // The stand-in already refuses receipts that do not add up; check it here too.
    const sum = receipt.items.reduce(
      (s: number, i: any) => s + Math.round(Number(i.amount.value) * 100) * Number(i.quantity),
      0,
    );
    expect(sum).toBe(state.total * 100);

    // The same Idempotency-Key again: the same order and the same payment, no second one at YooKassa.
    const before = kassa.payments.size;
    const replay = await order(client, body, key);
    expect(replay.order_id).toBe(placed.order_id);
    expect(replay.payment_url).toBe(placed.payment_url);
    expect(kassa.payments.size).toBe(before);
  });

  it('success: the notification is verified by fetching the payment back, the order becomes paid', async () => {
    const { client } = await guestWithCart(1);
    const placed = await order(client, pickupPointOrder());
    const id = paymentIdOf(placed.payment_url);
    // Before YooKassa says so, a notification claiming success changes nothing.
    const early = await client.api(notificationUrl(), {
      method: 'POST',
      json: {
        type: 'notification',
        event: 'payment.succeeded',
        object: { ...kassa.payments.get(id), status: 'succeeded', paid: true },
      },
    });
    expect(early.status).toBe(200);
    expect((await stateOf(client, placed.number)).status).toBe('awaiting_payment');

    kassa.succeed(id);
    expect(await kassa.notify(id, notificationUrl())).toBe(200);
    expect(await stateOf(client, placed.number)).toEqual(
      expect.objectContaining({ status: 'paid', payment_status: 'succeeded' }),
    );
    // A repeated notification is harmless.
    expect(await kassa.notify(id, notificationUrl())).toBe(200);
    expect((await stateOf(client, placed.number)).status).toBe('paid');
  });

  it('the return page checks the payment itself when the notification is late', async () => {
    const { client } = await guestWithCart(1);
    const placed = await order(client, pickupPointOrder());
    kassa.succeed(paymentIdOf(placed.payment_url));
    const page = await client.api(at(`/payment-success-notification?order=${encodeURIComponent(placed.number)}`));
    expect(page.text).toContain('Оплата прошла успешно');
    expect((await stateOf(client, placed.number)).status).toBe('paid');
  });

  it('cancel: the order keeps waiting; the return page sends to the failure page; paying again makes a new payment', async () => {
    const { client } = await guestWithCart(1);
    const placed = await order(client, pickupPointOrder());
    const id = paymentIdOf(placed.payment_url);
    kassa.cancel(id);
    expect(await kassa.notify(id, notificationUrl())).toBe(200);
    expect(await stateOf(client, placed.number)).toEqual(
      expect.objectContaining({ status: 'awaiting_payment', payment_status: 'canceled' }),
    );

    const back = await client.api(at(`/payment-success-notification?order=${encodeURIComponent(placed.number)}`));
    expect([303, 307, 308]).toContain(back.status);
    expect(back.headers.get('location')).toContain(`/fail-payment.html?order=${encodeURIComponent(placed.number)}`);

    const again = await client.api(at('/api/payments/pay'), { method: 'POST', json: { order: placed.number } });
    expect(again.status).toBe(200);
    const second = paymentIdOf(again.json.payment_url);
    expect(second).not.toBe(id);
    expect(kassa.creates.find((c) => c.paymentId === second)!.idempotenceKey).toMatch(/-attempt-2$/);
    // A double click reuses the pending attempt rather than opening a third.
    const twice = await client.api(at('/api/payments/pay'), { method: 'POST', json: { order: placed.number } });
    expect(paymentIdOf(twice.json.payment_url)).toBe(second);

    kassa.succeed(second);
    await kassa.notify(second, notificationUrl());
    expect((await stateOf(client, placed.number)).status).toBe('paid');
  });

  it('forged notifications are ignored: unknown ids, another shop’s payments, bodies that lie', async () => {
    const { client } = await guestWithCart(1);
    const placed = await order(client, pickupPointOrder());
    const id = paymentIdOf(placed.payment_url);
    const forgeries = [
      {
        type: 'notification',
        event: 'payment.succeeded',
        object: { id, status: 'succeeded', paid: true, amount: { value: '1.00', currency: 'RUB' } },
      },
      {
        type: 'notification',
        event: 'payment.succeeded',
        object: { id: '2f1e9a3c-000f-5000-9000-000000000000', status: 'succeeded' },
      },
      { type: 'notification', event: 'payment.succeeded', object: { id: '../../payments' } },
      { event: 'payment.succeeded' },
    ];
    for (const body of forgeries) {
      const res = await client.api(notificationUrl(), { method: 'POST', json: body });
      expect(res.status).toBe(200);
    }
    expect((await stateOf(client, placed.number)).status).toBe('awaiting_payment');
  });

  it('a payment for another amount or in another currency than the order’s total does not pay for it', async () => {
    for (const amount of [{ value: '1.00', currency: 'RUB' }, null]) {
      const { client } = await guestWithCart(1);
      const placed = await order(client, pickupPointOrder());
      const id = paymentIdOf(placed.payment_url);
      const { total } = await stateOf(client, placed.number);
      // What YooKassa reports for the payment (e.g. one created by someone else with the order's metadata).
      kassa.payments.get(id)!.amount = amount ?? { value: `${total}.00`, currency: 'USD' };
      kassa.succeed(id);
      expect(await kassa.notify(id, notificationUrl())).toBe(200);
      expect(await stateOf(client, placed.number)).toEqual(
        expect.objectContaining({ status: 'awaiting_payment', payment_status: 'pending' }),
      );
    }
  });

  it('a payment’s status never goes back: a later report of pending or canceled leaves it succeeded, the order paid', async () => {
    const { client } = await guestWithCart(1);
    const placed = await order(client, pickupPointOrder());
    const id = paymentIdOf(placed.payment_url);
    kassa.succeed(id);
    expect(await kassa.notify(id, notificationUrl())).toBe(200);
    for (const status of ['canceled', 'pending'] as const) {
      // What a confused or replayed report would say now: the shop keeps what it knows.
      Object.assign(kassa.payments.get(id)!, { status, paid: false });
      expect(await kassa.notify(id, notificationUrl())).toBe(200);
      expect(await stateOf(client, placed.number)).toEqual(
        expect.objectContaining({ status: 'paid', payment_status: 'succeeded' }),
      );
    }
  });

  it('a second successful payment of a paid order is detected and refunded in full', async () => {
    const { client } = await guestWithCart(1);
    const placed = await order(client, pickupPointOrder());
    const first = paymentIdOf(placed.payment_url);
    kassa.cancel(first);
    await kassa.notify(first, notificationUrl());
    const again = await client.api(at('/api/payments/pay'), { method: 'POST', json: { order: placed.number } });
    const second = paymentIdOf(again.json.payment_url);
    kassa.succeed(second);
    await kassa.notify(second, notificationUrl());
    const { total } = await stateOf(client, placed.number);
    expect(kassa.refunds.filter((r) => r.payment_id === first)).toEqual([]);

    // The first attempt is reported paid after all (the shopper paid in an old tab): the money goes back.
    Object.assign(kassa.payments.get(first)!, { status: 'succeeded', paid: true, refundable: true });
    expect(await kassa.notify(first, notificationUrl())).toBe(200);
    expect(kassa.refunds.filter((r) => r.payment_id === first)).toEqual([
      expect.objectContaining({ amount: { value: `${total}.00`, currency: 'RUB' } }),
    ]);
    expect(kassa.refunds.filter((r) => r.payment_id === second)).toEqual([]);
    // A repeated notification refunds nothing more.
    expect(await kassa.notify(first, notificationUrl())).toBe(200);
    expect(kassa.refunds.filter((r) => r.payment_id === first)).toHaveLength(1);
    expect(await stateOf(client, placed.number)).toEqual(expect.objectContaining({ status: 'paid' }));
  });

  it('YooKassa being down never loses the order: the shopper is sent to the order page to pay later', async () => {
    const { client } = await guestWithCart(1);
    await kassa.stop(); // stays down: this is the file's last test
    const placed = await order(client, pickupPointOrder());
    expect(placed.payment_url).toBe(`/cart-ok?order=${encodeURIComponent(placed.number)}`);
    expect((await stateOf(client, placed.number)).status).toBe('awaiting_payment');
    const pay = await client.api(at('/api/payments/pay'), { method: 'POST', json: { order: placed.number } });
    expect(pay.status).toBe(502);
    expect(pay.json.success).toBe(false);
  });
});
