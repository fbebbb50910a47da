// The guest's order lookup, POST /api/order-status {number, contact} (shared server): the right number with the
// phone (any way of writing it) or the email (any case) shows the status, the delivery and the track link and
// nothing that names or reaches the customer; a wrong phone and an unknown number get the very same answer; bad input
// is a 400; the limits per client address, per order number and per contact stop guessing. Each lookup comes from a
// client address of its own unless the address is what is tested.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { LIMITS } from '@/lib/server/rate-limit';
import { api } from '../support/api';
import { randomLoopback, rawRequest } from '../support/raw-http';
import { managerClient, type StaffClient } from '../support/staff';
import { findProducts, placeOrder, pickupPointOrder, range, shopperWith, type Probe } from './cart-support';

// Products no other suite takes stock from.
const IDS = range(180, 199);
let product: Probe;
let manager: StaffClient;

beforeAll(async () => {
  [product] = await findProducts(IDS, (p) => p.stock >= 10, 1);
  expect(product).toBeDefined();
  manager = await managerClient();
}, 120_000);

const lookUp = (body: unknown, from = randomLoopback()) =>
  rawRequest('/api/order-status', { method: 'POST', body: JSON.stringify(body), from });

/** A cash-on-delivery order to a СДЭК pickup point: it starts in assembly, so staff can ship it at once. */
async function newOrder(): Promise<{ number: string; email: string; phone: string }> {
  const client = await shopperWith([{ pid: product.pid, count: 2 }]);
  const body = pickupPointOrder({ payment_id: 3, surname: 'Секретова', name: 'Тайна' });
  const res = await placeOrder(client, body);
  expect(res.status).toBe(200);
  return { number: res.json.number, email: body.email, phone: body.phone };
}

describe('POST /api/order-status', () => {
  let order: { number: string; email: string; phone: string };
  beforeAll(async () => {
    order = await newOrder();
  });

  it('finds the order by its number and the phone in any writing: status, delivery, goods, nothing personal', async () => {
    const digits = order.phone.replace(/\D/g, ''); // 79161234567
    for (const contact of [order.phone, `+${digits}`, `8${digits.slice(1)}`, digits.slice(1)]) {
      const res = await lookUp({ number: order.number, contact });
      expect([res.status, res.json.success]).toEqual([200, true]);
      expect(res.json.order).toEqual({
        number: order.number,
        created_at: expect.any(String),
        status: 'assembling',
        status_label: expect.any(String),
        shipping: expect.any(String),
        delivery_service: 'СДЭК',
        track_number: null,
        track_url: null,
        lines: [{ name: product.name, num: 2 }],
        total: expect.any(Number),
      });
      for (const secret of ['Секретова', 'Тайна', order.email, order.phone, digits.slice(1), 'CDEK-MSK-1']) {
        expect(res.text).not.toContain(secret);
      }
    }
  });

  it('the email works in any case; the number without its letter or with a Latin K', async () => {
    const digits = order.number.replace(/\D/g, '');
    for (const number of [order.number, digits, `K-${digits}`, `к${digits}`]) {
      const res = await lookUp({ number, contact: order.email.toUpperCase() });
      expect([res.status, res.json.order?.number]).toEqual([200, order.number]);
    }
  });

  it('shows the track number and the carrier’s tracking link once shipped', async () => {
    const shipped = await manager.api(`/api/admin/orders/${encodeURIComponent(order.number)}/status`, {
      method: 'POST',
      json: { status: 'shipped', track_number: '9876543210' },
    });
    expect(shipped.status).toBe(200);
    const res = await lookUp({ number: order.number, contact: order.email });
    expect(res.json.order).toEqual(
      expect.objectContaining({
        status: 'shipped',
        track_number: '9876543210',
        track_url: expect.stringContaining('9876543210'),
      }),
    );
  });

  it('a wrong phone, a wrong email and an unknown number get one and the same answer', async () => {
    const answers = await Promise.all([
      lookUp({ number: order.number, contact: '+7 (900) 000-00-00' }),
      lookUp({ number: order.number, contact: 'someone-else@example.com' }),
      lookUp({ number: 'К-999999999', contact: order.phone }),
      lookUp({ number: 'К-999999998', contact: order.email }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.json).toEqual(answers[0].json);
    }
    expect(answers[0].json).toEqual({ success: false, error: expect.stringMatching(/^Заказ не найден/) });
  });

  it('refuses bad input with a 400 {success:false, error}', async () => {
    for (const body of [
      {},
      { number: order.number },
      { contact: order.phone },
      { number: 'заказ', contact: order.phone },
      { number: order.number, contact: '12345' },
      { number: order.number, contact: 'не почта@' },
      { number: 250001, contact: order.phone },
    ]) {
      const res = await lookUp(body);
      expect([res.status, res.json.success, typeof res.json.error]).toEqual([400, false, 'string']);
    }
  });

  it(`at most ${LIMITS.orderLookupNumber.limit} tries an hour per order number, from however many addresses`, async () => {
    const target = await newOrder();
    for (let i = 0; i < LIMITS.orderLookupNumber.limit; i++) {
      const res = await lookUp({ number: target.number, contact: `+7 (900) 000-00-${String(i).padStart(2, '0')}` });
      expect(res.status).toBe(404);
    }
    const over = await lookUp({ number: target.number, contact: target.phone });
    expect([over.status, over.json.success]).toEqual([429, false]);
    // Another order is not held up by it.
    expect((await lookUp({ number: order.number, contact: order.phone })).status).toBe(200);
  });

  it(`at most ${LIMITS.orderLookupContact.limit} misses an hour per email or phone, from however many addresses`, async () => {
    const target = await newOrder();
    // The buyer may look as often as they like: a found order gives its try back.
    for (let i = 0; i < LIMITS.orderLookupContact.limit + 2; i++) {
      expect((await lookUp({ number: target.number, contact: target.email })).status).toBe(200);
    }
    // Order number after order number against one email, each try from another client address (rotating
    // addresses), the email written differently each time: the contact is one key.
    const tries: number[] = [];
    const first = 700_000_000 + Math.floor(Math.random() * 100_000_000);
    for (let i = 0; i < LIMITS.orderLookupContact.limit + 5; i++) {
      const contact = i % 2 ? target.email.toUpperCase() : ` ${target.email} `;
      tries.push((await lookUp({ number: `К-${first + i}`, contact })).status);
    }
    expect(tries).toEqual([...Array(LIMITS.orderLookupContact.limit).fill(404), ...Array(5).fill(429)]);
    // Even the right number now waits for the hour with that email; the phone still finds the order.
    expect((await lookUp({ number: target.number, contact: target.email })).status).toBe(429);
    expect((await lookUp({ number: target.number, contact: target.phone })).status).toBe(200);
  });

  it(`at most ${LIMITS.orderLookup.limit} tries per client address`, async () => {
    const from = randomLoopback();
    for (let i = 0; i < LIMITS.orderLookup.limit; i++) {
      // A contact of its own each time: the limit per contact is not what this counts.
      const contact = `address-limit-${randomUUID()}@example.com`;
      expect((await lookUp({ number: `К-${900000 + i}`, contact }, from)).status).toBe(404);
    }
    const over = await lookUp({ number: order.number, contact: order.phone }, from);
    expect([over.status, over.json.success]).toEqual([429, false]);
  });
});

describe('/order-status', () => {
  it('is one shared page: no personal data, and the footer links to it', async () => {
    const res = await api('/order-status', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Где мой заказ');
    expect(res.headers.get('set-cookie')).toBeNull();
    const home = await api('/', { headers: { accept: 'text/html' } });
    expect(home.text).toContain('href="/order-status"');
  });
});
