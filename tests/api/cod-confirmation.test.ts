// Cash on delivery cannot empty a shelf (issue 25): what unconfirmed cash-on-delivery orders of one client address,
// one phone or one email hold stays within COD_HOLD_SHARE of a product's stock, however many fresh cookie jars place
// them in parallel; staff confirm an order with POST /api/admin/orders/{number}/confirm (audited, in the status
// history; a repeat is harmless; online and cancelled orders are a 409); an order nobody confirmed is cancelled
// by the shop after COD_CONFIRM_TIMEOUT_HOURS with its stock returned and the cancellation letter, a confirmed one is
// not. On a server of its own (the shared one runs with the cap off: tests/support/server.ts), on PGlite and on
// PostgreSQL, where the checkouts really do run in parallel.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiClient, type ApiClient } from '../support/api';
import { startOwnServer, until, type OwnServer } from '../support/own-server';
import { rawRequest, randomLoopback, type RawReply } from '../support/raw-http';
import { expectRefusal, newKey, pickupPointOrder, uniqueEmail } from './cart-support';

const SHARE = 0.2;
const TIMEOUT_HOURS = 0.015; // 54 s: longer than the bursts below take, short enough to wait for
let own: OwnServer;
let admin: ApiClient;
let categoryId: number;
const tag = randomUUID().slice(0, 6);

beforeAll(async () => {
  own = await startOwnServer({
    name: 'cod',
    role: 'admin',
    env: {
      COD_HOLD_SHARE: String(SHARE),
      COD_CONFIRM_TIMEOUT_HOURS: String(TIMEOUT_HOURS),
      JOBS_INTERVAL_SEC: '1',
    },
  });
  admin = own.staff;
  const created = await admin.api(at('/api/admin/categories'), { method: 'POST', json: { name: `Наложка ${tag}` } });
  expect(created.status).toBe(201);
  categoryId = created.json.category.id;
}, 240_000);

afterAll(async () => {
  await own?.stop();
});

const at = (path: string) => own.at(path);
const orderPath = (number: string, tail = '') => at(`/api/admin/orders/${encodeURIComponent(number)}${tail}`);
const detail = async (number: string) => (await admin.api(orderPath(number))).json.order;
const confirm = (number: string, client: ApiClient = admin, json: Record<string, unknown> = {}) =>
  client.api(orderPath(number, '/confirm'), { method: 'POST', json });

async function productWithStock(stock: number, name: string): Promise<number> {
  const res = await admin.api(at('/api/admin/products'), {
    method: 'POST',
    json: { name: `${name} ${tag}`, price: 700, stock, category_id: categoryId },
  });
  expect(res.status).toBe(201);
  return res.json.product.id;
}

const stockOf = async (pid: number) => (await admin.api(at(`/api/admin/products/${pid}`))).json.product.stock as number;

/** A fresh cookie jar with `count` of the product, checking out from `from` with these order fields. */
async function orderFromFreshJar(
  pid: number,
  count: number,
  from: string,
  fields: Record<string, unknown>,
): Promise<RawReply> {
  const client = apiClient();
  expect((await client.api(at('/api/add-to-cart'), { method: 'POST', json: { pid, count } })).status).toBe(200);
  return rawRequest('/api/cart/order', {
    method: 'POST',
    base: own.server.baseUrl,
    body: JSON.stringify(pickupPointOrder(fields)),
    headers: { cookie: `guest=${client.cookie('guest')}`, 'idempotency-key': newKey() },
    from,
  });
}

const CASH = { payment_id: 3 };

/** Places the orders all at once; returns the units the accepted ones took, and the refusals. */
async function burst(pid: number, perOrder: number, orders: { from: string; fields: Record<string, unknown> }[]) {
  const replies = await Promise.all(
    orders.map((o) => orderFromFreshJar(pid, perOrder, o.from, { ...CASH, ...o.fields })),
  );
  for (const r of replies) expect([200, 409]).toContain(r.status);
  const accepted = replies.filter((r) => r.status === 200);
  return {
    held: accepted.length * perOrder,
    numbers: accepted.map((r) => r.json.number as string),
    refusals: replies.filter((r) => r.status === 409),
  };
}

const phone = (area: number, i: number) => `+7 (${area}) ${String(100 + i).padStart(3, '0')}-00-00`;

describe('what unconfirmed cash-on-delivery orders may hold', () => {
  it('40 orders from one address with fresh cookie jars, other phones and emails: at most the share', async () => {
    const stock = 100;
    const pid = await productWithStock(stock, 'Кукла для наложки');
    const address = randomLoopback();
    const { held, refusals } = await burst(
      pid,
      5,
      Array.from({ length: 40 }, (_, i) => ({ from: address, fields: { phone: phone(926, i), email: uniqueEmail() } })),
    );
    const cap = Math.floor(SHARE * stock);
    expect(held).toBeLessThanOrEqual(cap);
    expect(stock - (await stockOf(pid))).toBeLessThanOrEqual(cap);
    // The cap is reached, not undercut: the orders within it were taken.
    expect(held).toBe(cap);
    expect(refusals.length).toBe(40 - cap / 5);
    expect(refusals[0].json).toEqual(expect.objectContaining({ success: false }));
    expect(refusals[0].json.error).toContain('Заказ с оплатой при получении');
    expect(refusals[0].json.error).toContain('онлайн-оплату');

    // Paid online, the same address is not limited by it.
    const online = await orderFromFreshJar(pid, 50, address, { phone: phone(926, 0) });
    expect(online.status).toBe(200);
  });

  it('one phone written in several ways, from many addresses and emails: at most the share', async () => {
    const stock = 50;
    const pid = await productWithStock(stock, 'Кукла на один телефон');
    const forms = ['+7 (916) 555-12-34', '89165551234', '+79165551234', '8 (916) 555 12 34'];
    const { held, numbers } = await burst(
      pid,
      2,
      Array.from({ length: 15 }, (_, i) => ({
        from: randomLoopback(),
        fields: { phone: forms[i % forms.length], email: uniqueEmail() },
      })),
    );
    expect(held).toBeLessThanOrEqual(Math.floor(SHARE * stock));
    expect(stock - (await stockOf(pid))).toBeLessThanOrEqual(Math.floor(SHARE * stock));

    // Once staff confirm one of them, it no longer counts: the phone may order again (a share of what is left).
    const again = () => orderFromFreshJar(pid, 1, randomLoopback(), { ...CASH, phone: forms[0], email: uniqueEmail() });
    const refused = await again();
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual(expect.objectContaining({ success: false, error: expect.any(String) }));
    expect((await confirm(numbers[0])).status).toBe(200);
    expect((await again()).status).toBe(200);
  });

  it('one email in other cases and with «+tags», from many addresses and phones: at most the share', async () => {
    const stock = 50;
    const pid = await productWithStock(stock, 'Кукла на один email');
    const local = `hoarder-${tag}`;
    const { held } = await burst(
      pid,
      2,
      Array.from({ length: 15 }, (_, i) => ({
        from: randomLoopback(),
        fields: {
          phone: phone(927, i),
          email:
            i % 3 === 0
              ? `${local}@example.com`
              : i % 3 === 1
                ? `${local.toUpperCase()}@Example.COM`
                : `${local}+${i}@example.com`,
        },
      })),
    );
    expect(held).toBeLessThanOrEqual(Math.floor(SHARE * stock));
    expect(stock - (await stockOf(pid))).toBeLessThanOrEqual(Math.floor(SHARE * stock));
  });

  it('the last piece of a product may still be ordered on receipt', async () => {
    const pid = await productWithStock(1, 'Последняя кукла');
    expect((await orderFromFreshJar(pid, 1, randomLoopback(), CASH)).status).toBe(200);
  });
});

describe('POST /api/admin/orders/{number}/confirm', () => {
  let pid: number;
  beforeAll(async () => {
    pid = await productWithStock(500, 'Кукла для подтверждения');
  });
  const place = async (fields: Record<string, unknown> = CASH) => {
    const email = uniqueEmail();
    const res = await orderFromFreshJar(pid, 1, randomLoopback(), { ...fields, email });
    expect(res.status).toBe(200);
    return { number: res.json.number as string, email };
  };

  it('confirms an order paid on receipt: {success, order}, history, audit; a repeat changes nothing', async () => {
    const { number } = await place();
    const before = await detail(number);
    expect(before.confirmation).toEqual({
      needed: true,
      confirmed_at: null,
      confirmed_by: null,
      cancel_at: expect.any(String),
    });
    const deadline = Date.parse(before.confirmation.cancel_at) - Date.parse(before.created_at);
    expect(Math.abs(deadline - TIMEOUT_HOURS * 3_600_000)).toBeLessThan(1000);

    const toCall = async () =>
      (await admin.api(at(`/api/admin/orders?payment=unconfirmed&q=${encodeURIComponent(number)}`))).json.orders;
    expect(await toCall()).toEqual([expect.objectContaining({ number })]);

    const res = await confirm(number, admin, { comment: 'позвонили, покупатель подтвердил' });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const order = res.json.order;
    expect(order).toEqual(expect.objectContaining({ number, status: 'assembling' }));
    expect(order.confirmation).toEqual({
      needed: false,
      confirmed_at: expect.any(String),
      confirmed_by: expect.stringContaining('@example.com'),
      cancel_at: null,
    });
    expect(order.history.at(-1)).toEqual(
      expect.objectContaining({
        status: 'assembling',
        by: order.confirmation.confirmed_by,
        comment: 'Заказ подтверждён: позвонили, покупатель подтвердил',
      }),
    );
    const audited = order.audit.filter((a: any) => a.action === 'order.confirm');
    expect(audited).toEqual([
      expect.objectContaining({ actor: order.confirmation.confirmed_by, before: { confirmed_at: null } }),
    ]);

    expect(await toCall()).toEqual([]);

    const repeat = await confirm(number);
    expect(repeat.status).toBe(200);
    expect(repeat.json.order.confirmation).toEqual(order.confirmation);
    expect(repeat.json.order.audit.filter((a: any) => a.action === 'order.confirm')).toHaveLength(1);
    expect(repeat.json.order.history).toHaveLength(order.history.length);
  });

  it('refuses online and cancelled orders (409), unknown ones (404), and anyone but staff (403)', async () => {
    const online = await place({ payment_id: 1 });
    const refusedOnline = await confirm(online.number);
    expectRefusal(refusedOnline, 409);
    expect(refusedOnline.json.error).toBe('Подтверждают только заказы с оплатой при получении');

    const cancelled = await place();
    const cancel = await admin.api(orderPath(cancelled.number, '/status'), {
      method: 'POST',
      json: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    const refusedCancelled = await confirm(cancelled.number);
    expectRefusal(refusedCancelled, 409);
    expect(refusedCancelled.json.error).toContain('Заказ отменён');

    expectRefusal(await confirm('К-999999999'), 404);

    const { number } = await place();
    expectRefusal(await confirm(number, apiClient()), 403);
    const credentials = { email: uniqueEmail(), password: 'kukla-2024' };
    const registered = await rawRequest('/api/registration', {
      method: 'POST',
      base: own.server.baseUrl,
      body: JSON.stringify(credentials),
    });
    expect(registered.status).toBe(200);
    const customer = apiClient();
    for (const [name, value] of registered.cookies) if (value) customer.setCookie(name, value);
    expectRefusal(await confirm(number, customer), 403);
    expect((await detail(number)).confirmation.needed).toBe(true);
  });
});

describe('an order nobody confirmed', () => {
  it('is cancelled by the shop after the timeout with its stock back and the letter; a confirmed one stays', async () => {
    const pid = await productWithStock(20, 'Кукла без подтверждения');
    const waiting = { email: uniqueEmail() };
    const kept = { email: uniqueEmail() };
    const a = await orderFromFreshJar(pid, 2, randomLoopback(), { ...CASH, ...waiting });
    const b = await orderFromFreshJar(pid, 1, randomLoopback(), { ...CASH, ...kept, phone: '+7 (928) 111-22-33' });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await confirm(b.json.number)).status).toBe(200);
    expect(await stockOf(pid)).toBe(17);

    const cancelled = await until(
      'the automatic cancellation of the unconfirmed order',
      () => detail(a.json.number),
      (o) => o.status === 'cancelled',
      TIMEOUT_HOURS * 3600 + 60,
    );
    expect(cancelled.history.at(-1)).toEqual(
      expect.objectContaining({
        status: 'cancelled',
        by: 'Магазин',
        comment: expect.stringContaining('не подтверждён'),
      }),
    );
    expect(await stockOf(pid)).toBe(19);
    const letters = await until(
      'the cancellation letter',
      async () => (await apiClient().api(at(`/api/test/outbox?to=${encodeURIComponent(waiting.email)}`))).json.messages,
      (m: any[]) => m.some((x) => /отменён/.test(x.subject)),
    );
    expect(letters.some((x: any) => x.subject.includes(a.json.number))).toBe(true);
    // The order's own letter said it would be confirmed by a call, and within what time (0.015 h: a minute).
    const placed = letters.find((x: any) => /принят/.test(x.subject));
    expect(placed.text).toContain('позвоним, чтобы его подтвердить');
    expect(placed.text).toContain('не подтверждённый в течение 1 минуты, отменяется');

    // The confirmed order is past the same timeout and still being assembled.
    expect((await detail(b.json.number)).status).toBe('assembling');
  }, 180_000);
});
