// Helpers of the cart, order and payment suites: probing demo products, shoppers with carts, order bodies.
// Each suite takes products from its own id range (the demo catalogue has SEED_PRODUCTS = 360 ids, 1…360), so
// suites running in parallel never change one another's stock.
import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import { apiClient, type ApiClient } from '../support/api';

export type Probe = { pid: number; name: string; price: number; old_price: number | null; stock: number };

/** A product's cart-relevant fields, read by putting one in a throwaway cart; null when it cannot be bought. */
export async function probe(pid: number): Promise<Probe | null> {
  const client = apiClient();
  const add = await client.api('/api/add-to-cart', { method: 'POST', json: { pid, count: 1 } });
  if (add.status !== 200) return null;
  const cart = await client.api('/api/cart/products');
  const line = cart.json.products.find((l: any) => l.product_id === pid);
  return { pid, name: line.name, price: line.price, old_price: line.old_price, stock: line.stock };
}

/** Up to `count` products from the id range that satisfy `fits`, in id order. */
export async function findProducts(
  ids: Iterable<number>,
  fits: (p: Probe) => boolean,
  count: number,
): Promise<Probe[]> {
  const found: Probe[] = [];
  for (const pid of ids) {
    const p = await probe(pid);
    if (p && fits(p)) found.push(p);
    if (found.length === count) break;
  }
  return found;
}

export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A fresh guest with the given products in the cart. */
export async function shopperWith(lines: { pid: number; count: number }[]): Promise<ApiClient> {
  const client = apiClient();
  for (const { pid, count } of lines) {
    const res = await client.api('/api/add-to-cart', { method: 'POST', json: { pid, count } });
    expect(res.status).toBe(200);
  }
  return client;
}

export const newKey = () => `test-${randomUUID()}`;

export const CONTACT = {
  surname: 'Иванова',
  name: 'Анна',
  middle_name: 'Сергеевна',
  phone: '+7 (916) 123-45-67',
  agreement: true,
};

/** A unique recipient address (the outbox is read by address). */
export const uniqueEmail = () =>
  `buyer-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Pickup point СДЭК in Moscow, paid online by card (ids of the seeded reference data). */
export const pickupPointOrder = (over: Record<string, unknown> = {}) => ({
  ...CONTACT,
  email: uniqueEmail(),
  shipping_id: 2,
  payment_id: 1,
  pvz_id: 'CDEK-MSK-1',
  currier_id: 1,
  ...over,
});

/** Courier to an address in Novosibirsk (zone 4), paid online by card. */
export const courierOrder = (over: Record<string, unknown> = {}) => ({
  ...CONTACT,
  email: uniqueEmail(),
  shipping_id: 1,
  payment_id: 1,
  address: 'Новосибирск, Красный пр-т, д. 1, кв. 5',
  postcode: '630091',
  ...over,
});

export function placeOrder(client: ApiClient, body: unknown, key = newKey()) {
  return client.api('/api/cart/order', { method: 'POST', headers: { 'idempotency-key': key }, json: body });
}

/** Asserts the uniform refusal shape: a 4xx with `{success:false, error}`. */
export function expectRefusal(res: { status: number; json: any; headers: Headers }, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(res.json).toEqual(expect.objectContaining({ success: false, error: expect.any(String) }));
}
