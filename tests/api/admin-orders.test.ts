// The back office's orders (shared server, built-in test provider): the state machine's every move and refusal,
// track numbers, stock returned on cancellation (once, even for two cancellations at the same moment), refunds
// through the provider (whole on cancel, some lines after delivery, never above what was paid), a payment that
// comes after the cancellation refunded automatically, each customer letter, the audit trail, and who may enter.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { api, type ApiClient } from '../support/api';
import { adminClient, customerClient, managerClient, type StaffClient } from '../support/staff';
import {
  expectRefusal,
  findProducts,
  placeOrder,
  probe,
  pickupPointOrder,
  courierOrder,
  range,
  shopperWith,
  type Probe,
} from './cart-support';

// Products no other suite takes stock from.
const IDS = range(120, 179);
let products: Probe[];
let manager: StaffClient;
let admin: StaffClient;

beforeAll(async () => {
  products = await findProducts(IDS, (p) => p.stock >= 12 && p.old_price === null, 4);
  expect(products.length).toBe(4);
  [manager, admin] = await Promise.all([managerClient(), adminClient()]);
}, 120_000);

const path = (number: string, tail = '') => `/api/admin/orders/${encodeURIComponent(number)}${tail}`;
const detail = async (number: string) => {
  const res = await manager.api(path(number));
  expect(res.status).toBe(200);
  return res.json.order;
};
const move = (number: string, json: Record<string, unknown>, client = manager) =>
  client.api(path(number, '/status'), { method: 'POST', json });
const refund = (number: string, json: Record<string, unknown>) =>
  manager.api(path(number, '/refund'), { method: 'POST', json });
const stockOf = async (pid: number) => (await probe(pid))!.stock;

async function newOrder(
  body: Record<string, unknown>,
  lines: { pid: number; count: number }[] = [{ pid: products[0].pid, count: 1 }],
) {
  const client = await shopperWith(lines);
  const res = await placeOrder(client, body);
  expect(res.status).toBe(200);
  return { client, number: res.json.number as string, email: body.email as string };
}

/** Letters to an address, newest first; waits a little for one whose subject matches. */
async function letters(email: string, subject?: RegExp): Promise<{ subject: string; text: string; html: string }[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const messages = (await api(`/api/test/outbox?to=${encodeURIComponent(email)}`)).json.messages;
    if (!subject || messages.some((m: any) => subject.test(m.subject))) return messages;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no letter «${subject}» to ${email}`);
}
const letter = async (email: string, subject: RegExp) =>
  (await letters(email, subject)).find((m) => subject.test(m.subject))!;

/** Pays an online order with the test provider, as the shopper does on /pay/{order}. */
async function pay(client: ApiClient, number: string) {
  const id = await pendingPaymentId(client, number);
  const res = await client.api('/api/payments/test/decide', {
    method: 'POST',
    json: { payment_id: id, action: 'pay' },
  });
  expect(res.status).toBe(200);
}

async function pendingPaymentId(client: ApiClient, number: string): Promise<string> {
  const page = await client.api(`/pay/${encodeURIComponent(number)}`);
  const match = page.text.match(/paymentId\\?":\\?"([0-9a-f-]{36})/);
  expect(match).not.toBeNull();
  return match![1];
}

describe('who may enter', () => {
  it('guests and customers get 403 JSON (never 401), managers and admins get the list', async () => {
    const guest = await api('/api/admin/orders');
    expectRefusal(guest, 403);
    expect(guest.headers.get('cache-control')).toBe('private, no-store');
    const customer = await customerClient();
    expectRefusal(await customer.api('/api/admin/orders'), 403);
    expectRefusal(await customer.api('/api/admin/orders/К-250001'), 403);
    expectRefusal(await customer.api('/api/admin/dashboard'), 403);
    expectRefusal(await move('К-250001', { status: 'cancelled' }, customer), 403);
    for (const staff of [manager, admin]) {
      const res = await staff.api('/api/admin/orders');
      expect(res.status).toBe(200);
      expect(res.json).toEqual(
        expect.objectContaining({ success: true, orders: expect.any(Array), total: expect.any(Number), page: 1 }),
      );
    }
  });

  it('bad input is a 400 with field errors; an unknown order a 404', async () => {
    const bad = await manager.api('/api/admin/orders?status=lost&page=0');
    expectRefusal(bad, 400);
    expect(Object.keys(bad.json.errors)).toEqual(expect.arrayContaining(['status', 'page']));
    expectRefusal(await manager.api(path('К-999999999')), 404);
    expectRefusal(await move('К-999999999', { status: 'cancelled' }), 404);
    expectRefusal(await move('К-999999999', { status: 'flying' }), 400);
  });
});

describe('the list', () => {
  it('finds an order by number, email, phone digits and name, and filters by status and payment', async () => {
    const { number, email } = await newOrder(pickupPointOrder({ payment_id: 3, surname: 'Редкоимённая' }));
    const row = (q: string, extra = '') => manager.api(`/api/admin/orders?q=${encodeURIComponent(q)}${extra}`);
    for (const q of [number, email, 'Редкоимённая']) {
      const res = await row(q);
      expect(res.json.orders.map((o: any) => o.number)).toContain(number);
    }
    const found = (await row(email)).json.orders[0];
    expect(found).toEqual(
      expect.objectContaining({
        number,
        status: 'assembling',
        name: expect.stringContaining('Редкоимённая'),
        email,
        phone: '+7 (916) 123-45-67',
        payment_status: null,
        shipping: expect.stringContaining('СДЭК'),
      }),
    );
    expect((await row(email, '&status=assembling&payment=cash')).json.orders).toHaveLength(1);
    expect((await row(email, '&status=paid')).json.orders).toHaveLength(0);
    expect((await row(email, '&payment=online')).json.orders).toHaveLength(0);
  });
});

describe('cash on delivery: assembling → shipped (track number) → delivered', () => {
  it('moves by the table, refuses the rest with 409, writes history, audit and letters', async () => {
    const { number, email } = await newOrder(pickupPointOrder({ payment_id: 3 }));
    let order = await detail(number);
    expect(order.status).toBe('assembling');
    expect(order.next_statuses).toEqual(['shipped', 'cancelled']);
    expect(order.history).toEqual([expect.objectContaining({ status: 'assembling', by: 'Покупатель' })]);
    expect(order.consent).toEqual(
      expect.objectContaining({ version: expect.any(String), client_address: expect.any(String) }),
    );

    expectRefusal(await move(number, { status: 'paid' }), 409);
    expectRefusal(await move(number, { status: 'delivered' }), 409);
    const noTrack = await move(number, { status: 'shipped' });
    expectRefusal(noTrack, 400);
    expect(noTrack.json.errors).toHaveProperty('track_number');

    const shipped = await move(number, {
      status: 'shipped',
      track_number: '1234567890',
      comment: 'Упакован в коробку',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.json.order).toEqual(expect.objectContaining({ status: 'shipped', next_statuses: ['delivered'] }));
    expect(shipped.json.order.delivery).toEqual(
      expect.objectContaining({ track_number: '1234567890', tracking_url: expect.stringContaining('cdek.ru') }),
    );
    const shipLetter = await letter(email, /передан в доставку/);
    expect(shipLetter.text).toContain('1234567890');
    expect(shipLetter.text).toContain('СДЭК');
    expect(shipLetter.html).toContain('https://www.cdek.ru/ru/tracking?order_id=1234567890');

    expectRefusal(await move(number, { status: 'cancelled' }), 409);
    const delivered = await move(number, { status: 'delivered' });
    expect(delivered.json.order).toEqual(
      expect.objectContaining({ status: 'delivered', paid_at: expect.any(String), next_statuses: [] }),
    );
    // A pickup-point order waits there for the customer.
    expect((await letter(email, /ждёт в пункте выдачи/)).text).toContain('СДЭК:');
    // Cash is not returned through the payment provider.
    expectRefusal(await refund(number, {}), 409);

    order = await detail(number);
    expect(order.history.map((h: any) => h.status)).toEqual(['assembling', 'shipped', 'delivered']);
    expect(order.history[1]).toEqual(expect.objectContaining({ by: manager.email, comment: 'Упакован в коробку' }));
    expect(order.history[2].comment).toBe('Оплата получена при вручении');
    expect(order.audit).toEqual([
      expect.objectContaining({
        actor: manager.email,
        action: 'order.status',
        before: { status: 'assembling' },
        after: expect.objectContaining({ status: 'shipped', track_number: '1234567890' }),
      }),
      expect.objectContaining({
        action: 'order.status',
        before: { status: 'shipped' },
        after: expect.objectContaining({ status: 'delivered' }),
      }),
    ]);
  });
});

describe('online payment, cancellation and refunds (test provider)', () => {
  it('only the provider pays; staff cancel a paid order: stock back, whole refund, letter with the amount', async () => {
    const pid = products[1].pid;
    const before = await stockOf(pid);
    const { client, number, email } = await newOrder(pickupPointOrder(), [{ pid, count: 2 }]);
    expect(await stockOf(pid)).toBe(before - 2);
    expectRefusal(await move(number, { status: 'paid' }), 409);
    expectRefusal(await move(number, { status: 'assembling' }), 409);

    await pay(client, number);
    let order = await detail(number);
    expect(order).toEqual(
      expect.objectContaining({ status: 'paid', payment_status: 'succeeded', refundable: order.total }),
    );
    expect(order.history.at(-1)).toEqual(expect.objectContaining({ status: 'paid', by: 'Платёжная система' }));
    expect((await letter(email, /оплата получена/)).text).toContain('Оплата');

    expect((await move(number, { status: 'assembling' })).status).toBe(200);
    const cancelled = await move(number, { status: 'cancelled', comment: 'Покупатель передумал' });
    expect(cancelled.status).toBe(200);
    order = cancelled.json.order;
    expect(order).toEqual(
      expect.objectContaining({ status: 'cancelled', refunded_amount: order.total, refundable: 0 }),
    );
    expect(order.refunds).toEqual([
      expect.objectContaining({ amount: order.total, status: 'succeeded', reason: 'cancel' }),
    ]);
    expect(await stockOf(pid)).toBe(before);
    const cancelLetter = await letter(email, /отменён/);
    expect(cancelLetter.text).toContain('Возврат');
    // Nothing left to refund, and no way back from a cancellation.
    expectRefusal(await refund(number, {}), 409);
    expectRefusal(await move(number, { status: 'assembling' }), 409);
  });

  it('two cancellations at the same moment: one wins, the other is a 409, the stock comes back once', async () => {
    const pid = products[2].pid;
    const before = await stockOf(pid);
    const { number } = await newOrder(courierOrder(), [{ pid, count: 3 }]);
    expect(await stockOf(pid)).toBe(before - 3);
    const [a, b] = await Promise.all([
      move(number, { status: 'cancelled' }),
      move(number, { status: 'cancelled' }, admin),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await stockOf(pid)).toBe(before);
    expect((await detail(number)).history.filter((h: any) => h.status === 'cancelled')).toHaveLength(1);
  });

  it('after delivery: a return of some lines is refunded, never more than was paid', async () => {
    const [first, second] = [products[0], products[3]];
    const { client, number, email } = await newOrder(pickupPointOrder(), [
      { pid: first.pid, count: 2 },
      { pid: second.pid, count: 1 },
    ]);
    await pay(client, number);
    expectRefusal(await refund(number, {}), 409); // not delivered, not cancelled
    await move(number, { status: 'assembling' });
    await move(number, { status: 'shipped', track_number: 'RA123456789RU' });
    await move(number, { status: 'delivered' });
    let order = await detail(number);
    expect(order.may_return).toBe(true);
    const line = order.lines.find((l: any) => l.product_id === first.pid);

    expectRefusal(await refund(number, { lines: [{ order_item_id: line.id, num: 3 }] }), 409);
    expectRefusal(await refund(number, { lines: [{ order_item_id: 999_999_999, num: 1 }] }), 400);
    const returned = await refund(number, { lines: [{ order_item_id: line.id, num: 1 }] });
    expect(returned.status).toBe(200);
    order = returned.json.order;
    expect(order.refunded_amount).toBe(line.price);
    expect(order.lines.find((l: any) => l.id === line.id).refunded_num).toBe(1);
    expect(order.refunds.at(-1)).toEqual(
      expect.objectContaining({
        amount: line.price,
        reason: 'return',
        status: 'succeeded',
        lines: [{ order_item_id: line.id, num: 1 }],
      }),
    );
    expect((await letter(email, /возврат денег/)).text).toContain('Возврат');

    expectRefusal(await refund(number, { amount: order.total }), 409); // above what is left
    expectRefusal(await refund(number, { lines: [{ order_item_id: line.id, num: 2 }] }), 409); // only 1 left of that line
    const rest = await refund(number, { amount: order.total - line.price });
    expect(rest.json.order).toEqual(expect.objectContaining({ refunded_amount: order.total, refundable: 0 }));
    expectRefusal(await refund(number, { amount: 1 }), 409);
    expect((await detail(number)).audit.filter((a: any) => a.action === 'order.refund')).toHaveLength(2);
  });

  it('a payment that succeeds after the order was cancelled is refunded automatically and shown to staff', async () => {
    const { client, number, email } = await newOrder(pickupPointOrder());
    const paymentId = await pendingPaymentId(client, number);
    expect((await move(number, { status: 'cancelled' })).status).toBe(200);
    expect((await letter(email, /отменён/)).text).not.toContain('Возврат');

    const late = await client.api('/api/payments/test/decide', {
      method: 'POST',
      json: { payment_id: paymentId, action: 'pay' },
    });
    expect(late.status).toBe(200);
    const order = await detail(number);
    expect(order.status).toBe('cancelled');
    expect(order.refunds).toEqual([
      expect.objectContaining({ reason: 'late_payment', status: 'succeeded', amount: order.total }),
    ]);
    expect(order.history.at(-1)).toEqual(
      expect.objectContaining({ by: 'Платёжная система', comment: expect.stringContaining('после отмены') }),
    );
    expect((await letter(email, /возврат денег/)).text).toContain('срок оплаты истёк');
    const dashboard = (await manager.api('/api/admin/dashboard')).json.dashboard;
    expect(dashboard.warnings.map((w: any) => w.kind)).toEqual(
      expect.arrayContaining(['late_payment', 'test_payments', 'no_smtp']),
    );
  });
});

describe('pages', () => {
  it('the order list, an order and the morning screen render for a manager', async () => {
    const { number } = await newOrder(pickupPointOrder({ payment_id: 3 }));
    const list = await manager.api(`/admin/orders?q=${encodeURIComponent(number)}`);
    expect(list.status).toBe(200);
    expect(list.text).toContain(number);
    const page = await manager.api(`/admin/orders/${encodeURIComponent(number)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('История статусов');
    expect(page.text).toContain('Передать в доставку');
    const home = await manager.api('/admin');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Собрать и отправить');
    expect((await manager.api('/admin/orders/К-999999999')).status).toBe(404);
  });
});

describe('dashboard', () => {
  it('counts what needs doing and the day’s sales', async () => {
    const res = await manager.api('/api/admin/dashboard');
    expect(res.status).toBe(200);
    const d = res.json.dashboard;
    expect(d.to_assemble.count).toBeGreaterThan(0);
    expect(d.today.orders).toBeGreaterThan(0);
    expect(d.week.orders).toBeGreaterThanOrEqual(d.today.orders);
    expect(d.waiting).toEqual({
      reviews: expect.any(Number),
      questions: expect.any(Number),
      wholesale: expect.any(Number),
      page_feedback: expect.any(Number),
    });
    expect(Array.isArray(d.low_stock)).toBe(true);
  });
});
