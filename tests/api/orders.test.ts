// Orders (docs/PRODUCT.md#order-validation): validation per field, stock taken in one transaction (the last unit goes to
// exactly one buyer), Idempotency-Key replays, the cart emptied, the consent record, the confirmation email,
// a promo code that stopped applying (dropped, never a refusal).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { CHECKOUT_CONSENT } from '@/lib/config/consent';
import { api, apiClient } from '../support/api';
import {
  CONTACT,
  courierOrder,
  expectRefusal,
  findProducts,
  newKey,
  placeOrder,
  pickupPointOrder,
  range,
  shopperWith,
  type Probe,
} from './cart-support';

// These tests take stock: products of their own id range.
const IDS = range(300, 360);
let cheap: Probe;
let stocked: Probe[];
let lastUnit: Probe;

/** The product's stock now (POST /api/product is the catalogue's own read). */
async function stockOf(pid: number, alias?: string): Promise<number> {
  const client = apiClient();
  if (!alias) {
    await client.api('/api/add-to-cart', { method: 'POST', json: { pid, count: 1 } });
    const line = (await client.api('/api/cart/products')).json.products.find((l: any) => l.product_id === pid);
    return line ? line.stock : 0;
  }
  return (await api('/api/product', { method: 'POST', json: { alias } })).json.product.stock;
}

/**
 * The outbox's messages to an address (null when the server has no test outbox). The confirmation goes out after
 * the reply (`after()`), so it is waited for a little.
 */
async function mailTo(email: string): Promise<{ subject: string; text: string }[] | null> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = await api(`/api/test/outbox?to=${encodeURIComponent(email)}`);
    if (mail.status === 404) return null;
    if (mail.json.messages.length > 0) return mail.json.messages;
    await new Promise((r) => setTimeout(r, 100));
  }
  return [];
}

beforeAll(async () => {
  [cheap] = await findProducts(IDS, (p) => p.price < 1000 && p.stock >= 6, 1);
  stocked = await findProducts(IDS, (p) => p.stock >= 8 && p.pid !== cheap.pid, 4);
  [lastUnit] = await findProducts(
    IDS,
    (p) => p.stock >= 2 && p.pid !== cheap.pid && !stocked.some((s) => s.pid === p.pid),
    1,
  );
  expect(cheap && lastUnit && stocked.length === 4).toBeTruthy();
}, 120_000);

describe('validation: every field problem at once, nothing written', () => {
  it('an empty form lists each required field', async () => {
    const client = await shopperWith([{ pid: cheap.pid, count: 1 }]);
    const res = await placeOrder(client, {});
    expectRefusal(res, 400);
    expect(Object.keys(res.json.errors).sort()).toEqual([
      'agreement',
      'email',
      'name',
      'payment_id',
      'phone',
      'shipping_id',
      'surname',
    ]);
    expect((await client.api('/api/cart/products')).json.cart_count).toBe(1);
  });

  it.each([
    ['surname', { surname: '  ' }, 'Укажите фамилию'],
    ['name', { name: '' }, 'Укажите имя'],
    ['phone', { phone: '12345' }, '+7 (###) ###-##-##'],
    ['email', { email: 'anna@' }, 'email'],
    ['agreement', { agreement: false }, 'согласие'],
    ['address', { address: '' }, 'адрес'],
    ['postcode', { postcode: '12345' }, 'индекс'],
    ['payment_id', { shipping_id: 3, payment_id: 3 }, 'при получении недоступна'],
    ['shipping_id', { shipping_id: 42 }, 'способ доставки'],
    ['payment_id', { payment_id: 9 }, 'способ оплаты'],
  ])('%s: %j', async (field, over, text) => {
    const client = await shopperWith([{ pid: cheap.pid, count: 1 }]);
    const res = await placeOrder(client, courierOrder(over));
    expectRefusal(res, 400);
    expect(Object.keys(res.json.errors)).toEqual([field]);
    expect(res.json.errors[field]).toContain(text);
  });

  it('a pickup point is required for ПВЗ, and it must exist and belong to the chosen service', async () => {
    const client = await shopperWith([{ pid: cheap.pid, count: 1 }]);
    const missing = await placeOrder(client, pickupPointOrder({ pvz_id: null }));
    expectRefusal(missing, 400);
    expect(missing.json.errors).toEqual({ pvz_id: 'Выберите пункт выдачи' });
    const unknown = await placeOrder(client, pickupPointOrder({ pvz_id: 'CDEK-XXX-9' }));
    expectRefusal(unknown, 400);
    expect(unknown.json.errors).toHaveProperty('pvz_id');
    const foreign = await placeOrder(client, pickupPointOrder({ pvz_id: 'BXB-MSK-1', currier_id: 1 }));
    expectRefusal(foreign, 400);
    expect(foreign.json.errors).toHaveProperty('currier_id');
    expect((await client.api('/api/cart/products')).json.cart_count).toBe(1);
  });

  it('wrong types, absurd strings and bad keys are 400s', async () => {
    const client = await shopperWith([{ pid: cheap.pid, count: 1 }]);
    expectRefusal(await placeOrder(client, courierOrder({ agreement: 'yes please' })), 400);
    expectRefusal(await placeOrder(client, courierOrder({ name: 'я'.repeat(500) })), 400);
    expectRefusal(await placeOrder(client, courierOrder({ shipping_id: { id: 1 } })), 400);
    expectRefusal(await placeOrder(client, courierOrder(), 'short'), 400);
    expectRefusal(await placeOrder(client, courierOrder(), 'bad key with spaces!'), 400);
    const raw = await client.api('/api/cart/order', {
      method: 'POST',
      headers: { 'idempotency-key': newKey(), 'content-type': 'application/json' },
      body: '{"name":',
    });
    expectRefusal(raw, 400);
  });

  it('an empty cart cannot be ordered', async () => {
    const res = await placeOrder(apiClient(), courierOrder());
    expectRefusal(res, 400);
    expect(res.json.errors).toHaveProperty('products');
  });
});

describe('placing an order', () => {
  it('to a pickup point with online payment: number, payment link, stock taken, cart emptied, consent and email', async () => {
    const before = await stockOf(stocked[0].pid);
    const client = await shopperWith([{ pid: stocked[0].pid, count: 2 }]);
    const body = pickupPointOrder();
    const res = await placeOrder(client, body);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      order_id: expect.any(Number),
      number: expect.stringMatching(/^К-\d{6,}$/),
      payment_url: `/pay/${encodeURIComponent(res.json.number)}`,
    });
    expect((await client.api('/api/cart/products')).json).toEqual(
      expect.objectContaining({ products: [], cart_count: 0 }),
    );
    expect((await client.api('/api/user-info')).json.cart_count).toBe(0);
    expect(await stockOf(stocked[0].pid)).toBe(before - 2);

    const state = await client.api(`/api/cart/order?order=${encodeURIComponent(res.json.number)}`);
    expect(state.status).toBe(200);
    const { order, consent } = state.json;
    expect(order).toEqual(
      expect.objectContaining({
        number: res.json.number,
        status: 'awaiting_payment',
        status_label: 'Ожидает оплаты',
        products_cost: stocked[0].price * 2,
        shipping: 'Пункт выдачи заказов, СДЭК',
        delivery_address: 'СДЭК: Москва, ул. Тверская, д. 18, стр. 1',
        pay_online: true,
        payment_status: 'pending',
      }),
    );
    expect(order.lines).toEqual([
      expect.objectContaining({ product_id: stocked[0].pid, num: 2, sum: stocked[0].price * 2 }),
    ]);
    const expectedShipping = order.products_cost >= 3000 ? 0 : 249;
    expect(order.shipping_cost).toBe(expectedShipping);
    expect(order.total).toBe(order.products_cost + expectedShipping);
    // The version of the consent text the checkbox shows (not the privacy policy's edition).
    expect(consent).toEqual({
      at: expect.any(String),
      version: CHECKOUT_CONSENT.version,
      client_address: expect.any(String),
    });
    expect(Date.now() - Date.parse(consent.at)).toBeLessThan(60_000);

    const messages = await mailTo(body.email);
    if (messages) {
      expect(messages).toHaveLength(1);
      expect(messages[0].subject).toContain(res.json.number);
      expect(messages[0].text).toContain('Анна, спасибо за заказ!');
    }
    // Another shopper cannot see it.
    expectRefusal(await apiClient().api(`/api/cart/order?order=${encodeURIComponent(res.json.number)}`), 404);
  });

  it('by courier with cash on delivery: priced by the postcode zone, status «assembling», no payment link', async () => {
    const client = await shopperWith([{ pid: cheap.pid, count: 1 }]);
    const res = await placeOrder(client, courierOrder({ payment_id: 3, phone: '8 916 765 43 21' }));
    expect(res.status).toBe(200);
    expect(res.json.payment_url).toBeNull();
    const { order } = (await client.api(`/api/cart/order?order=${encodeURIComponent(res.json.number)}`)).json;
    expect(order).toEqual(
      expect.objectContaining({
        status: 'assembling',
        shipping_cost: 690,
        total: cheap.price + 690,
        payment_status: null,
        pay_online: false,
      }),
    );
    expect(order.delivery_address).toBe('630091, Новосибирск, Красный пр-т, д. 1, кв. 5');
  });

  it('with a promo code: the discount is taken off and free delivery counts after it', async () => {
    const count = Math.min(stocked[1].stock, Math.ceil(1000 / stocked[1].price));
    const client = await shopperWith([{ pid: stocked[1].pid, count }]);
    expect((await client.api('/api/cart/promo-code', { method: 'POST', json: { promo_code: 'KUKLA10' } })).status).toBe(
      200,
    );
    const res = await placeOrder(client, courierOrder({ postcode: '101000', address: 'Москва, ул. Мясницкая, д. 1' }));
    expect(res.status).toBe(200);
    const { order } = (await client.api(`/api/cart/order?order=${encodeURIComponent(res.json.number)}`)).json;
    const goods = stocked[1].price * count;
    const discount = Math.round(goods / 10);
    expect(order).toEqual(expect.objectContaining({ promo_code: 'KUKLA10', discount, products_cost: goods }));
    const shipping = goods - discount >= 3000 ? 0 : 390;
    expect(order.total).toBe(goods - discount + shipping);
  });
});

describe('a promo code that stopped applying is dropped, the order placed at the full price', () => {
  /** A cart over KUKLA10's 1 000 ₽ minimum with the code applied, then shrunk under it (only `cheap` × 1 left). */
  async function cartThatFellUnderTheMinimum() {
    const filler = [...stocked].sort((a, b) => b.price * b.stock - a.price * a.stock)[0]; // only added, never ordered
    const client = await shopperWith([
      { pid: cheap.pid, count: 1 },
      { pid: filler.pid, count: Math.min(filler.stock, Math.ceil(Math.max(1, 1000 - cheap.price) / filler.price)) },
    ]);
    expect((await client.api('/api/cart/promo-code', { method: 'POST', json: { promo_code: 'KUKLA10' } })).status).toBe(
      200,
    );
    expect((await client.api('/api/cart/delete-product', { method: 'DELETE', json: { pid: filler.pid } })).status).toBe(
      200,
    );
    const cart = (await client.api('/api/cart/products')).json;
    expect(cart.promo).toEqual(
      expect.objectContaining({
        code: 'KUKLA10',
        discount: 0,
        message: expect.stringContaining('от 1\u00a0000\u00a0₽'),
      }),
    );
    return client;
  }

  it.each([
    ['sent with the order (as an older page does)', { promo_code: 'KUKLA10' }],
    ['kept on the cart only', {}],
  ])('%s', async (_, over) => {
    const client = await cartThatFellUnderTheMinimum();
    const res = await placeOrder(client, courierOrder({ payment_id: 3, ...over }));
    expect(res.status).toBe(200);
    const { order } = (await client.api(`/api/cart/order?order=${encodeURIComponent(res.json.number)}`)).json;
    expect(order).toEqual(
      expect.objectContaining({ promo_code: null, discount: 0, products_cost: cheap.price, total: cheap.price + 690 }),
    );
  });
});

describe('one order, never two', () => {
  it('a replayed Idempotency-Key returns the same order', async () => {
    const client = await shopperWith([{ pid: stocked[2].pid, count: 1 }]);
    const key = newKey();
    const body = pickupPointOrder();
    const first = await placeOrder(client, body, key);
    expect(first.status).toBe(200);
    const again = await placeOrder(client, body, key);
    expect(again.status).toBe(200);
    expect(again.json.order_id).toBe(first.json.order_id);
    expect(again.json.number).toBe(first.json.number);
    // A new key on the now empty cart is refused rather than making a second order.
    expectRefusal(await placeOrder(client, body, newKey()), 400);
  });

  it('parallel submits with one key (a double click) make one order', async () => {
    const client = await shopperWith([{ pid: stocked[3].pid, count: 1 }]);
    const before = await stockOf(stocked[3].pid);
    const key = newKey();
    const body = pickupPointOrder();
    const replies = await Promise.all(Array.from({ length: 5 }, () => placeOrder(client, body, key)));
    const ids = new Set(replies.filter((r) => r.status === 200).map((r) => r.json.order_id));
    expect(ids.size).toBe(1);
    for (const r of replies) expect([200, 409]).toContain(r.status);
    expect(await stockOf(stocked[3].pid)).toBe(before - 1);
  });

  it('two buyers for the last unit: exactly one order', async () => {
    // Leave exactly one unit: a third buyer takes all but one.
    const stock = await stockOf(lastUnit.pid);
    if (stock > 1) {
      const bulk = await shopperWith([{ pid: lastUnit.pid, count: stock - 1 }]);
      expect((await placeOrder(bulk, courierOrder({ payment_id: 3 }))).status).toBe(200);
    }
    expect(await stockOf(lastUnit.pid)).toBe(1);
    const a = await shopperWith([{ pid: lastUnit.pid, count: 1 }]);
    const b = await shopperWith([{ pid: lastUnit.pid, count: 1 }]);
    const [ra, rb] = await Promise.all([placeOrder(a, pickupPointOrder()), placeOrder(b, pickupPointOrder())]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const loser = ra.status === 409 ? ra : rb;
    expect(loser.json.errors.products).toContain('закончился');
    expect(await stockOf(lastUnit.pid)).toBe(0);
    // The loser keeps the cart line (marked unavailable) to remove it.
    const loserClient = ra.status === 409 ? a : b;
    const cart = (await loserClient.api('/api/cart/products')).json;
    expect(cart.products[0]).toEqual(expect.objectContaining({ product_id: lastUnit.pid, available: false, stock: 0 }));
  });
});

it('recipient data is normalised: the phone in the mask format', async () => {
  const client = await shopperWith([{ pid: cheap.pid, count: 1 }]);
  const res = await placeOrder(client, { ...courierOrder(), ...CONTACT, phone: '+79161234567' });
  expect(res.status).toBe(200);
});
