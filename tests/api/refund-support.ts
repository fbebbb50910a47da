// Helpers of the refund suites that run a server of their own paid through the YooKassa stand-in
// (bonus-refunds, refund-unknown-outcome): customers with points, orders paid and delivered, the admin order API.
// The server and the stand-in start in each suite's beforeAll, so they are read through `stand` when a helper runs.
import { expect } from '@jest/globals';
import { bonusRules } from '@/lib/config/bonus-rules';
import { apiClient, type ApiClient } from '../support/api';
import type { OwnServer } from '../support/own-server';
import type { YookassaStandIn } from '../support/yookassa-stand-in';
import { uniqueEmail } from './accounts-support';
import { newKey, pickupPointOrder } from './cart-support';

export type RefundStand = { own: OwnServer; kassa: YookassaStandIn };
export type Points = { balance: number; pending: number; history: { points: number; reason: string }[] };

export function refundHelpers(
  stand: () => RefundStand,
  options: {
    /** Tells the suite's customers apart in their email addresses. */
    emailTag: string;
    /** A cap on the points an order spends, besides the share of its goods that bonusRules allows. */
    mostPointsSpent?: number;
  },
) {
  const at = (path: string) => stand().own.at(path);
  const admin = () => stand().own.staff;
  const orderPath = (number: string, tail = '') => at(`/api/admin/orders/${encodeURIComponent(number)}${tail}`);
  const detail = async (number: string) => (await admin().api(orderPath(number))).json.order;
  const refund = (number: string, json: unknown) => admin().api(orderPath(number, '/refund'), { method: 'POST', json });

  async function points(client: ApiClient): Promise<Points> {
    const res = await client.api(at('/api/bonuses'));
    expect(res.status).toBe(200);
    return res.json;
  }

  /** A signed-in customer with `credited` points. */
  async function customerWith(credited: number): Promise<ApiClient> {
    const client = apiClient();
    const email = uniqueEmail(options.emailTag);
    const registered = await client.api(at('/api/registration'), {
      method: 'POST',
      json: { email, password: 'kukla-refund-2024' },
    });
    expect(registered.status).toBe(200);
    const found = await admin().api(at(`/api/admin/customers?q=${encodeURIComponent(email)}`));
    const id = found.json.customers.find((c: any) => c.email === email).id;
    const given = await admin().api(at(`/api/admin/customers/${id}/bonuses`), {
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
    const { kassa } = stand();
    for (let pid = fromPid; pid < fromPid + 30; pid++) {
      const probe = apiClient();
      if ((await probe.api(at('/api/add-to-cart'), { method: 'POST', json: { pid, count: 1 } })).status !== 200)
        continue;
      if ((await probe.api(at('/api/cart/products'))).json.products[0].stock < 2) continue;
      expect((await client.api(at('/api/add-to-cart'), { method: 'POST', json: { pid, count: 2 } })).status).toBe(200);
      const [line] = (await client.api(at('/api/cart/products'))).json.products;
      expect(line.num).toBe(2);
      const goods = line.price * 2;
      const spent = Math.min(
        Math.floor((goods * bonusRules.maxPayPercent) / 100),
        options.mostPointsSpent ?? Number.POSITIVE_INFINITY,
      );
      const res = await client.api(at('/api/cart/order'), {
        method: 'POST',
        headers: { 'idempotency-key': newKey() },
        json: pickupPointOrder({ bonus_points: spent }),
      });
      expect([res.status, res.json.error]).toEqual([200, undefined]);
      const number = res.json.number as string;
      const paymentId = new URL(res.json.payment_url).searchParams.get('orderId')!;
      kassa.succeed(paymentId);
      expect(await kassa.notify(paymentId, at('/api/payments/notification/yookassa'))).toBe(200);
      for (const json of [
        { status: 'assembling' },
        { status: 'shipped', track_number: '1234567890' },
        { status: 'delivered' },
      ]) {
        expect((await admin().api(orderPath(number, '/status'), { method: 'POST', json })).status).toBe(200);
      }
      const earned = Math.floor(((goods - spent) * bonusRules.earnPercent) / 100);
      const order = await detail(number);
      return { number, paymentId, spent, earned, lineId: order.lines[0].id as number, paid: order.total as number };
    }
    throw new Error('no product with two units in stock');
  }

  return { at, orderPath, detail, refund, points, customerWith, deliveredOrder };
}
