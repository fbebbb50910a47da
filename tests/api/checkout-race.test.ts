// No oversell, whatever the timing: many shoppers checking out the last few pieces of one product at once get
// exactly as many orders as there were pieces, and a line added to the cart while its checkout runs is either
// in the order (and taken from stock) or still in the cart — never ordered without its stock. Runs on PGlite and
// on PostgreSQL (the api and api-pg steps), where the checkouts really do run in parallel.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { apiClient, type ApiClient } from '../support/api';
import { rawRequest, randomLoopback } from '../support/raw-http';
import { adminClient, type StaffClient } from '../support/staff';
import { newKey, pickupPointOrder } from './cart-support';

let admin: StaffClient;
let categoryId: number;
const tag = randomUUID().slice(0, 6);

beforeAll(async () => {
  admin = await adminClient();
  const created = await admin.api('/api/admin/categories', { method: 'POST', json: { name: `Гонки ${tag}` } });
  categoryId = created.json.category.id;
});

async function productWithStock(stock: number, name: string): Promise<number> {
  const res = await admin.api('/api/admin/products', {
    method: 'POST',
    json: { name: `${name} ${tag}`, price: 700, stock, category_id: categoryId },
  });
  expect(res.status).toBe(201);
  return res.json.product.id;
}

const stockOf = async (id: number) => (await admin.api(`/api/admin/products/${id}`)).json.product.stock as number;

async function shopperWith(pid: number, count = 1): Promise<ApiClient> {
  const client = apiClient();
  expect((await client.api('/api/add-to-cart', { method: 'POST', json: { pid, count } })).status).toBe(200);
  return client;
}

/** Checkout from an address of its own: the per-address checkout limit belongs to other suites. */
function checkout(client: ApiClient) {
  return rawRequest('/api/cart/order', {
    method: 'POST',
    body: JSON.stringify(pickupPointOrder()),
    headers: { cookie: `guest=${client.cookie('guest')}`, 'idempotency-key': newKey() },
    from: randomLoopback(),
  });
}

describe('checkout under contention', () => {
  it('sells exactly the stock to many parallel buyers, and leaves it at zero', async () => {
    const stock = 3;
    const pid = await productWithStock(stock, 'Последняя кукла');
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => shopperWith(pid)));
    const answers = await Promise.all(shoppers.map(checkout));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(stock);
    expect(statuses.filter((s) => s === 409)).toHaveLength(shoppers.length - stock);
    expect(await stockOf(pid)).toBe(0);
  });

  it('never orders a line added to the cart during its checkout without taking its stock', async () => {
    const first = await productWithStock(50, 'Кукла в корзине');
    const added = await productWithStock(50, 'Кукла вдогонку');
    let ordered = 0;
    let leftInCart = 0;
    for (let round = 0; round < 8; round++) {
      const shopper = await shopperWith(first);
      const [order] = await Promise.all([
        checkout(shopper),
        shopper.api('/api/add-to-cart', { method: 'POST', json: { pid: added, count: 1 } }),
      ]);
      expect(order.status).toBe(200);
      const number = (order.json as { number: string }).number;
      const detail = await admin.api(`/api/admin/orders/${encodeURIComponent(number)}`);
      const inOrder = (detail.json.order.lines as { product_id: number }[]).some((l) => l.product_id === added);
      const cart = await shopper.api('/api/cart/products');
      const inCart = ((cart.json.products ?? []) as { product_id: number }[]).some((l) => l.product_id === added);
      // Exactly one of the two: in the order, or still in the cart.
      expect(inOrder !== inCart).toBe(true);
      if (inOrder) ordered++;
      else leftInCart++;
    }
    expect(await stockOf(added)).toBe(50 - ordered);
    expect(ordered + leftInCart).toBe(8);
  });
});
