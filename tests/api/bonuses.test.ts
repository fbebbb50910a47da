// The bonus points ledger over HTTP (PGlite and PostgreSQL): every credit and debit rule, the 30 % cap (after the
// promo code), expiry in FIFO order, what a cancellation and a return give back and take back, parallel spending
// that never goes below zero, the birthday gift, the review credit, guests and bad input. Time is moved with the
// test-mode bonus clock (POST /api/test/bonuses), only ever forward within the suite, and put back at the end.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bonusRules } from '@/lib/config/bonus-rules';
import { api, apiClient, type ApiClient } from '../support/api';
import { rawRequest, randomLoopback } from '../support/raw-http';
import { adminClient, customerClient, managerClient, type StaffClient } from '../support/staff';
import { expectRefusal, newKey, pickupPointOrder } from './cart-support';

let admin: StaffClient & { id: number };
let categoryId: number;
let product: number; // 1 000 ₽, plenty in stock
const PRICE = 1000;
const tag = randomUUID().slice(0, 6);
let clockDays = 0;

beforeAll(async () => {
  admin = await adminClient();
  const category = await admin.api('/api/admin/categories', { method: 'POST', json: { name: `Баллы ${tag}` } });
  categoryId = category.json.category.id;
  const created = await admin.api('/api/admin/products', {
    method: 'POST',
    json: { name: `Кукла за баллы ${tag}`, price: PRICE, stock: 5000, category_id: categoryId },
  });
  expect(created.status).toBe(201);
  product = created.json.product.id;
}, 120_000);

afterAll(async () => {
  await api('/api/test/bonuses', { method: 'POST', json: { action: 'clock', days: 0 } });
});

/** Moves the bonus clock `days` further ahead (and runs the birthday job). */
async function advance(days: number) {
  clockDays += days;
  const res = await api('/api/test/bonuses', { method: 'POST', json: { action: 'clock', days: clockDays } });
  expect(res.status).toBe(200);
  return res.json;
}

async function customerIdOf(client: StaffClient): Promise<number> {
  const res = await admin.api(`/api/admin/customers?q=${encodeURIComponent(client.email)}`);
  expect(res.status).toBe(200);
  return res.json.customers.find((c: any) => c.email === client.email).id;
}

/** A new signed-in customer with `points` credited by hand (available now). */
async function customerWith(points: number): Promise<{ client: StaffClient; id: number }> {
  const client = await customerClient();
  const id = await customerIdOf(client);
  if (points > 0) expect((await adjust(id, points, 'Подарок для теста')).status).toBe(200);
  return { client, id };
}

const adjust = (id: number, points: number, reason: string, by: ApiClient = admin) =>
  by.api(`/api/admin/customers/${id}/bonuses`, { method: 'POST', json: { points, reason } });

async function bonuses(client: ApiClient) {
  const res = await client.api('/api/bonuses');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  return res.json as {
    balance: number;
    pending: number;
    expiring: { points: number; at: string }[];
    history: { points: number; reason: string; at: string; order_number?: string }[];
  };
}

async function fillCart(client: ApiClient, count: number) {
  const res = await client.api('/api/add-to-cart', { method: 'POST', json: { pid: product, count } });
  expect(res.status).toBe(200);
}

/** Places the customer's cart from an address of its own (the per-address checkout limit is other suites'). */
function order(client: ApiClient, body: Record<string, unknown>, key = newKey()) {
  return rawRequest('/api/cart/order', {
    method: 'POST',
    body: JSON.stringify(pickupPointOrder(body)),
    headers: { cookie: `token=${client.cookie('token')}`, 'idempotency-key': key },
    from: randomLoopback(),
  });
}

const orderPath = (number: string, tail = '') => `/api/admin/orders/${encodeURIComponent(number)}${tail}`;
const adminOrder = async (number: string) => (await admin.api(orderPath(number))).json.order;
const move = (number: string, json: Record<string, unknown>) =>
  admin.api(orderPath(number, '/status'), { method: 'POST', json });

async function deliver(number: string) {
  const detail = await adminOrder(number);
  if (detail.status === 'paid') expect((await move(number, { status: 'assembling' })).status).toBe(200);
  expect((await move(number, { status: 'shipped', track_number: '1234567890' })).status).toBe(200);
  expect((await move(number, { status: 'delivered' })).status).toBe(200);
}

/** Pays an online order with the test provider, as the shopper does on /pay/{order}. */
async function pay(client: ApiClient, number: string) {
  const page = await client.api(`/pay/${encodeURIComponent(number)}`);
  const match = page.text.match(/paymentId\\?":\\?"([0-9a-f-]{36})/);
  expect(match).not.toBeNull();
  const res = await client.api('/api/payments/test/decide', {
    method: 'POST',
    json: { payment_id: match![1], action: 'pay' },
  });
  expect(res.status).toBe(200);
}

const CASH = { payment_id: 3 };

describe('who may see and spend points', () => {
  it('a guest gets 401 from GET /api/bonuses and a 400 for points at checkout', async () => {
    const guest = await api('/api/bonuses');
    expectRefusal(guest, 401);
    const shopper = apiClient();
    expect((await shopper.api('/api/add-to-cart', { method: 'POST', json: { pid: product, count: 1 } })).status).toBe(
      200,
    );
    const res = await rawRequest('/api/cart/order', {
      method: 'POST',
      body: JSON.stringify(pickupPointOrder({ ...CASH, bonus_points: 10 })),
      headers: { cookie: `guest=${shopper.cookie('guest')}`, 'idempotency-key': newKey() },
      from: randomLoopback(),
    });
    expect(res.status).toBe(400);
    expect((res.json as any).errors).toHaveProperty('bonus_points');
  });

  it('a new customer has nothing: zero balance, nothing waiting, no history', async () => {
    const { client } = await customerWith(0);
    expect(await bonuses(client)).toEqual({ balance: 0, pending: 0, expiring: [], history: [] });
  });

  it('bad input is a 4xx and changes nothing', async () => {
    const { client, id } = await customerWith(100);
    await fillCart(client, 1);
    for (const bad of [-5, 1.5, 'много', true]) {
      const res = await order(client, { ...CASH, bonus_points: bad });
      expect(res.status).toBe(400);
      expect((res.json as any).errors).toHaveProperty('bonus_points');
    }
    expectRefusal(await adjust(id, 0, 'ноль'), 400);
    expectRefusal(await adjust(id, 50, ''), 400);
    expectRefusal(await adjust(id, 5_000_000, 'слишком'), 400);
    expectRefusal(await adjust(999_999_999, 50, 'никого'), 404);
    expectRefusal(await adjust(id, -101, 'больше баланса'), 409);
    expect((await bonuses(client)).balance).toBe(100);
  });

  it('manual credits and debits are for administrators only, audited, with the reason in the history', async () => {
    const { client, id } = await customerWith(0);
    const manager = await managerClient();
    expectRefusal(await adjust(id, 50, 'менеджер', manager), 403);
    expectRefusal(await adjust(id, 50, 'сам себе', client), 403);
    const view = await manager.api(`/api/admin/customers/${id}/bonuses`);
    expect(view.status).toBe(200);
    expect(view.json.ledger.balance).toBe(0);

    expect((await adjust(id, 300, 'Компенсация за задержку')).json.balance).toBe(300);
    expect((await adjust(id, -120, 'Ошибочное начисление')).json.balance).toBe(180);
    const mine = await bonuses(client);
    expect(mine.balance).toBe(180);
    expect(mine.history.map((h) => [h.points, h.reason])).toEqual([
      [-120, 'Списано магазином: Ошибочное начисление'],
      [300, 'Начислено магазином: Компенсация за задержку'],
    ]);
    const audit = await admin.api('/api/admin/audit');
    expect(audit.status).toBe(200);
    const entries = JSON.stringify(audit.json);
    expect(entries).toContain('Компенсация за задержку');
    expect(entries).toContain('customer.bonus');
  });
});

describe('paying with points', () => {
  it('caps points at 30 % of the goods, takes them off the total, and records them on the order', async () => {
    const { client } = await customerWith(1000);
    await fillCart(client, 2); // 2 000 ₽ of goods: at most 600 points
    const cap = Math.floor((2 * PRICE * bonusRules.maxPayPercent) / 100);
    const tooMany = await order(client, { ...CASH, bonus_points: cap + 1 });
    expect(tooMany.status).toBe(400);
    expect((tooMany.json as any).errors.bonus_points).toContain(String(cap));

    const email = `points-${tag}@example.com`;
    const res = await order(client, { ...CASH, bonus_points: cap, email });
    expect(res.status).toBe(200);
    const number = (res.json as any).number as string;
    const letter = (await api(`/api/test/outbox?to=${encodeURIComponent(email)}`)).json.messages[0];
    expect(letter.text).toContain(`Оплачено баллами: −${cap}`);
    const view = (await client.api(`/api/cart/order?order=${encodeURIComponent(number)}`)).json.order;
    expect(view.bonus_points).toBe(cap);
    expect(view.total).toBe(2 * PRICE - cap + view.shipping_cost);
    expect((await adminOrder(number)).bonus_points).toBe(cap);

    const after = await bonuses(client);
    expect(after.balance).toBe(1000 - cap);
    expect(after.history[0]).toEqual(
      expect.objectContaining({ points: -cap, order_number: number, reason: `Оплата заказа ${number}` }),
    );
  });

  it('refuses more points than the balance (409) and places nothing', async () => {
    const { client } = await customerWith(100);
    await fillCart(client, 2);
    const res = await order(client, { ...CASH, bonus_points: 150 });
    expect(res.status).toBe(409);
    expect((await bonuses(client)).balance).toBe(100);
    expect((await client.api('/api/user-orders')).json.orders).toHaveLength(0);
  });

  it('a replayed Idempotency-Key debits once', async () => {
    const { client } = await customerWith(500);
    await fillCart(client, 1);
    const key = newKey();
    const body = { ...CASH, bonus_points: 300, email: `replay-${tag}@example.com` };
    const first = await order(client, body, key);
    const second = await order(client, body, key);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect((second.json as any).number).toBe((first.json as any).number);
    const after = await bonuses(client);
    expect(after.balance).toBe(200);
    expect(after.history.filter((h) => h.points < 0)).toHaveLength(1);
  });

  it('works with a promo code: the 30 % cap counts after the promo discount', async () => {
    const code = `BONUS${tag.toUpperCase().replace(/[^A-Z0-9]/g, '')}`;
    const promo = await admin.api('/api/admin/promo-codes', {
      method: 'POST',
      json: { code, kind: 'percent', value: 10, min_total: 0, active: true },
    });
    expect(promo.status).toBe(201);
    const { client } = await customerWith(1000);
    await fillCart(client, 2); // 2 000 ₽ − 10 % = 1 800 ₽: at most 540 points
    const capped = Math.floor((1800 * bonusRules.maxPayPercent) / 100);
    expect((await order(client, { ...CASH, promo_code: code, bonus_points: capped + 1 })).status).toBe(400);
    const res = await order(client, { ...CASH, promo_code: code, bonus_points: capped });
    expect(res.status).toBe(200);
    const view = (await client.api(`/api/cart/order?order=${encodeURIComponent((res.json as any).number)}`)).json.order;
    expect(view).toEqual(expect.objectContaining({ discount: 200, bonus_points: capped, promo_code: code }));
    expect(view.total).toBe(2000 - 200 - capped + view.shipping_cost);
  });

  it('parallel debits of the same points never take more than the balance', async () => {
    const { client, id } = await customerWith(1000);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => adjust(id, -300, `Параллельно ${i}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    expect((await bonuses(client)).balance).toBe(100);
  });

  it('an order and a manual debit racing for the same points: exactly one wins, never below zero', async () => {
    for (let round = 0; round < 3; round++) {
      const { client, id } = await customerWith(500);
      await fillCart(client, 2);
      const [placed, debited] = await Promise.all([
        order(client, { ...CASH, bonus_points: 500 }),
        adjust(id, -500, 'Гонка'),
      ]);
      expect([placed.status, debited.status].sort()).toEqual([200, 409]);
      const after = await bonuses(client);
      expect(after.balance).toBe(0);
      expect(after.history.filter((h) => h.points < 0).reduce((s, h) => s - h.points, 0)).toBe(500);
    }
  });
});

describe('purchase points, cancellations and returns', () => {
  it('a delivered order credits 5 % of the goods paid with money, available after the return window', async () => {
    const { client } = await customerWith(300);
    await fillCart(client, 2);
    const res = await order(client, { ...CASH, bonus_points: 300 });
    expect(res.status).toBe(200);
    const number = (res.json as any).number;
    await deliver(number);
    const earned = Math.floor(((2 * PRICE - 300) * bonusRules.earnPercent) / 100); // 85
    let now = await bonuses(client);
    expect(now).toEqual(expect.objectContaining({ balance: 0, pending: earned }));
    expect(now.history[0]).toEqual(expect.objectContaining({ points: earned, order_number: number }));

    await advance(bonusRules.creditAfterDays + 1);
    now = await bonuses(client);
    expect(now).toEqual(expect.objectContaining({ balance: earned, pending: 0 }));
  });

  it('a cancelled order gives back the points it was paid with', async () => {
    const { client } = await customerWith(400);
    await fillCart(client, 2);
    const res = await order(client, { ...CASH, bonus_points: 400 });
    const number = (res.json as any).number;
    expect((await bonuses(client)).balance).toBe(0);
    expect((await move(number, { status: 'cancelled' })).status).toBe(200);
    const after = await bonuses(client);
    expect(after.balance).toBe(400);
    expect(after.history[0]).toEqual(
      expect.objectContaining({ points: 400, reason: `Возврат баллов за заказ ${number}` }),
    );
    // Cancelled twice is refused by the state machine: the points come back once.
    expect((await move(number, { status: 'cancelled' })).status).toBe(409);
    expect((await bonuses(client)).balance).toBe(400);
  });

  it('an unpaid online order cancelled by the shop gives its points back too (same move)', async () => {
    const { client } = await customerWith(200);
    await fillCart(client, 1);
    const res = await order(client, { bonus_points: 200 }); // online, awaiting payment
    expect(res.status).toBe(200);
    const number = (res.json as any).number;
    expect((await move(number, { status: 'cancelled' })).status).toBe(200);
    expect((await bonuses(client)).balance).toBe(200);
  });

  it('a return after delivery gives back the spent points and takes back the purchase points', async () => {
    const { client } = await customerWith(600);
    await fillCart(client, 2);
    const res = await order(client, { bonus_points: 600 }); // online, card
    expect(res.status).toBe(200);
    const number = (res.json as any).number;
    await pay(client, number);
    await deliver(number);
    const earned = Math.floor(((2 * PRICE - 600) * bonusRules.earnPercent) / 100);
    expect(await bonuses(client)).toEqual(expect.objectContaining({ balance: 0, pending: earned }));

    // Half the goods back: half of each.
    const detail = await adminOrder(number);
    const line = detail.lines[0];
    const half = await admin.api(orderPath(number, '/refund'), {
      method: 'POST',
      json: { lines: [{ order_item_id: line.id, num: 1 }] },
    });
    expect(half.status).toBe(200);
    expect((await adminOrder(number)).refunded_amount).toBe(PRICE - 300); // the points' share is not money
    let now = await bonuses(client);
    expect(now.balance).toBe(300);
    expect(now.pending).toBe(earned - Math.round(earned / 2));

    const rest = await admin.api(orderPath(number, '/refund'), {
      method: 'POST',
      json: { lines: [{ order_item_id: line.id, num: 1 }] },
    });
    expect(rest.status).toBe(200);
    now = await bonuses(client);
    expect(now).toEqual(expect.objectContaining({ balance: 600, pending: 0 }));
    // The ledger never goes below zero and the purchase credit was taken back in full.
    const reversed = now.history.filter((h) => h.reason.startsWith('Списание баллов за возвращённый заказ'));
    expect(reversed.reduce((s, h) => s - h.points, 0)).toBe(earned);
  });
  // Points for a published review: tests/api/reviews.test.ts (they follow the review's real publication).
});

describe('expiry', () => {
  it('spends the points that expire first, and lets the rest expire 12 months after they became available', async () => {
    const { client, id } = await customerWith(100); // A: 100, expires in 12 months
    await advance(100);
    expect((await adjust(id, 100, 'Вторая партия')).status).toBe(200); // B: 100, 100 days later
    expect((await adjust(id, -150, 'Трата')).status).toBe(200); // all of A, 50 of B
    expect((await bonuses(client)).balance).toBe(50);

    await advance(270); // A's date has passed (nothing was left of it): nothing to write down
    let now = await bonuses(client);
    expect(now.balance).toBe(50);
    expect(now.history.some((h) => h.reason.startsWith('Баллы сгорели'))).toBe(false);
    await advance(100); // B expired
    now = await bonuses(client);
    expect(now.balance).toBe(0);
    const expired = now.history.filter((h) => h.reason.startsWith('Баллы сгорели'));
    expect(expired.map((h) => h.points)).toEqual([-50]);
    // Read again: the expiry is written down once.
    expect((await bonuses(client)).history.filter((h) => h.reason.startsWith('Баллы сгорели'))).toHaveLength(1);
  });

  it('lists what expires within the coming days', async () => {
    const { client } = await customerWith(70);
    expect((await bonuses(client)).expiring).toEqual([]);
    await advance(365 - bonusRules.expiringSoonDays + 5);
    const now = await bonuses(client);
    expect(now.expiring).toHaveLength(1);
    expect(now.expiring[0].points).toBe(70);
    expect(new Date(now.expiring[0].at).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('the birthday gift', () => {
  const dateIn = (days: number, year = 1990) => {
    const at = new Date(Date.now() + (clockDays + days) * 86_400_000);
    const md = at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' }).slice(4);
    return `${year}${md}`;
  };
  const setBirthDate = (client: ApiClient, birth_date: string) =>
    client.api('/api/user-personal-update', { method: 'PUT', json: { birth_date } });

  it('validates the birth date', async () => {
    const { client } = await customerWith(0);
    for (const bad of ['2999-01-01', '1800-05-05', '1990-02-30', '05.05.1990', 12]) {
      const res = await setBirthDate(client, bad as string);
      expect(res.status).toBe(400);
      expect(res.json.errors).toHaveProperty('birth_date');
    }
    expect((await setBirthDate(client, '1990-05-05')).json.user.birth_date).toBe('1990-05-05');
    expect((await setBirthDate(client, '')).json.user.birth_date).toBe('');
  });

  it('credits 500 points 7 days before, once a year, only for a date set 30 days before', async () => {
    if (dateIn(35).endsWith('-02-29') || dateIn(3).endsWith('-02-29')) return; // not worth a special case here
    const { client } = await customerWith(0);
    // Set today for a birthday in 35 days; and another customer whose birthday is in 3 days, set just now.
    expect((await setBirthDate(client, dateIn(35))).status).toBe(200);
    const late = await customerWith(0);
    expect((await setBirthDate(late.client, dateIn(3))).status).toBe(200);
    await advance(0);
    expect((await bonuses(late.client)).balance).toBe(0); // set too recently

    await advance(29); // 29 days after setting: the birthday is 6 days away, but the date is not settled yet
    expect((await bonuses(client)).balance).toBe(0);
    await advance(1); // 30 days: due
    let now = await bonuses(client);
    expect(now.balance).toBe(bonusRules.birthdayPoints);
    expect(now.history[0].reason).toBe('Подарок ко дню рождения');
    await advance(1); // the job runs again: no second gift this year
    now = await bonuses(client);
    expect(now.balance).toBe(bonusRules.birthdayPoints);

    // Moving the date to collect another gift restarts the wait.
    expect((await setBirthDate(client, dateIn(3, 1991))).status).toBe(200);
    await advance(0);
    expect((await bonuses(client)).balance).toBe(bonusRules.birthdayPoints);
  });
});
