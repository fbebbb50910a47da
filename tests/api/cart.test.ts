// The cart API: lines and their arithmetic, clamping to the stock, concurrent adds, promo codes, delivery and
// pickup-point calls, and refusals of bad input (always a 4xx JSON, never a 500).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { api, apiClient } from '../support/api';
import { expectRefusal, findProducts, range, shopperWith, type Probe } from './cart-support';

// Only adds to carts (never orders): the stock of these products does not change.
const IDS = range(200, 259);

let discounted: Probe;
let plain: Probe;
let cheap: Probe;
let plenty: Probe;
let scarce: Probe | undefined;

beforeAll(async () => {
  [discounted] = await findProducts(IDS, (p) => p.old_price !== null && p.stock >= 3, 1);
  [plain] = await findProducts(IDS, (p) => p.old_price === null && p.stock >= 3 && p.pid !== discounted.pid, 1);
  [cheap] = await findProducts(IDS, (p) => p.price < 900 && p.stock >= 2, 1);
  [plenty] = await findProducts(IDS, (p) => p.stock >= 25, 1);
  [scarce] = await findProducts(IDS, (p) => p.stock >= 2 && p.stock <= 15, 1);
  expect([discounted, plain, cheap, plenty].every(Boolean)).toBe(true);
}, 120_000);

describe('cart lines and arithmetic', () => {
  it('a new visitor has an empty cart', async () => {
    const res = await api('/api/cart/products');
    expect(res.status).toBe(200);
    expect(res.json).toEqual(
      expect.objectContaining({ products: [], promo_code: null, cart_count: 0, products_cost: 0 }),
    );
  });

  it('sum_s, sum_s_old (only when discounted) and the totals add up', async () => {
    const client = await shopperWith([
      { pid: discounted.pid, count: 2 },
      { pid: plain.pid, count: 3 },
    ]);
    const res = await client.api('/api/cart/products');
    expect(res.status).toBe(200);
    const [a, b] = res.json.products;
    expect(a).toEqual(
      expect.objectContaining({
        product_id: discounted.pid,
        num: 2,
        sum_s: discounted.price * 2,
        sum_s_old: discounted.old_price! * 2,
        name: discounted.name,
        available: true,
      }),
    );
    expect(a.alias).toMatch(/^\/[a-z0-9-]+\.html$/);
    expect(b).toEqual(expect.objectContaining({ product_id: plain.pid, num: 3, sum_s: plain.price * 3 }));
    expect(b).not.toHaveProperty('sum_s_old');
    expect(res.json.products_cost).toBe(a.sum_s + b.sum_s);
    expect(res.json.old_cost).toBe(a.sum_s_old + b.sum_s);
    expect(res.json.cart_count).toBe(5);
    expect((await client.api('/api/user-info')).json.cart_count).toBe(5);
  });

  it('adding again adds up; a new count replaces; removal is idempotent', async () => {
    const client = await shopperWith([{ pid: plain.pid, count: 1 }]);
    const again = await client.api('/api/add-to-cart', { method: 'POST', json: { pid: plain.pid, count: 2 } });
    expect(again.json).toEqual({ success: true, num: 3, cart_count: 3 });
    const set = await client.api('/api/cart/change-count', { method: 'PUT', json: { pid: plain.pid, count: 2 } });
    expect(set.json).toEqual({ success: true, num: 2, cart_count: 2 });
    const del = await client.api('/api/cart/delete-product', { method: 'DELETE', json: { pid: plain.pid } });
    expect(del.json).toEqual({ success: true, num: 0, cart_count: 0 });
    const twice = await client.api(`/api/cart/delete-product?pid=${plain.pid}`, { method: 'DELETE' });
    expect(twice.status).toBe(200);
    expect((await client.api('/api/cart/products')).json.products).toEqual([]);
  });
});

describe('counts are clamped to 1…stock', () => {
  it('change-count clamps below 1 and above the stock, and says so', async () => {
    const client = await shopperWith([{ pid: plain.pid, count: 2 }]);
    const low = await client.api('/api/cart/change-count', { method: 'PUT', json: { pid: plain.pid, count: 0 } });
    expect(low.status).toBe(200);
    expect(low.json).toEqual(expect.objectContaining({ success: true, num: 1, notice: expect.stringContaining('1') }));
    const high = await client.api('/api/cart/change-count', {
      method: 'PUT',
      json: { pid: plain.pid, count: plain.stock + 50 },
    });
    expect(high.status).toBe(200);
    expect(high.json.num).toBe(plain.stock);
    expect(high.json.notice).toContain(`В наличии только ${plain.stock}`);
  });

  it('adding past the stock is refused with a clear Russian error and changes nothing', async () => {
    const client = await shopperWith([{ pid: plain.pid, count: plain.stock - 1 }]);
    const res = await client.api('/api/add-to-cart', { method: 'POST', json: { pid: plain.pid, count: 2 } });
    expectRefusal(res, 409);
    expect(res.json.error).toContain(`В наличии только ${plain.stock}`);
    expect(res.json.error).toContain('можно добавить ещё 1');
    const full = await client.api('/api/add-to-cart', { method: 'POST', json: { pid: plain.pid, count: 1 } });
    expect(full.json.num).toBe(plain.stock);
    const over = await client.api('/api/add-to-cart', { method: 'POST', json: { pid: plain.pid, count: 1 } });
    expectRefusal(over, 409);
    expect(over.json.error).toContain('все они уже в вашей корзине');
    expect((await client.api('/api/cart/products')).json.products[0].num).toBe(plain.stock);
  });

  it('changing a line that is not in the cart is a 404', async () => {
    const client = await shopperWith([{ pid: plain.pid, count: 1 }]);
    expectRefusal(
      await client.api('/api/cart/change-count', { method: 'PUT', json: { pid: discounted.pid, count: 2 } }),
      404,
    );
    expectRefusal(await api('/api/cart/change-count', { method: 'PUT', json: { pid: plain.pid, count: 2 } }), 404);
  });
});

describe('concurrent adds', () => {
  it('20 parallel adds by one shopper land exactly', async () => {
    const client = await shopperWith([{ pid: plain.pid, count: 1 }]);
    await client.api('/api/cart/delete-product', { method: 'DELETE', json: { pid: plain.pid } });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.api('/api/add-to-cart', { method: 'POST', json: { pid: plenty.pid, count: 1 } }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    const cart = await client.api('/api/cart/products');
    expect(cart.json.products).toHaveLength(1);
    expect(cart.json.products[0].num).toBe(20);
    expect(cart.json.cart_count).toBe(20);
    expect(Math.max(...replies.map((r) => r.json.num))).toBe(20);
  });

  it('a shopper with a cookie: parallel adds past the stock stop exactly at it', async () => {
    if (!scarce) return;
    const client = await shopperWith([{ pid: plain.pid, count: 1 }]);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.api('/api/add-to-cart', { method: 'POST', json: { pid: scarce!.pid, count: 1 } }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(scarce.stock);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(20 - scarce.stock);
    const cart = await client.api('/api/cart/products');
    expect(cart.json.products.find((l: any) => l.product_id === scarce!.pid).num).toBe(scarce.stock);
  });
});

describe('promo codes', () => {
  it('KUKLA10 takes 10 % off from 1 000 ₽; each refusal says why', async () => {
    const small = await shopperWith([{ pid: cheap.pid, count: 1 }]);
    if (cheap.price < 1000) {
      const below = await small.api('/api/cart/promo-code', { method: 'POST', json: { promo_code: 'KUKLA10' } });
      expectRefusal(below, 409);
      expect(below.json.errors.promo_code).toContain('от 1\u00a0000\u00a0₽');
    }
    const unknown = await small.api('/api/cart/promo-code', { method: 'POST', json: { promo_code: 'NOSUCHCODE' } });
    expectRefusal(unknown, 404);
    expect(unknown.json.errors.promo_code).toContain('Такого промокода нет');
    expectRefusal(await small.api('/api/cart/promo-code', { method: 'POST', json: { promo_code: '   ' } }), 400);

    const client = await shopperWith([
      { pid: plenty.pid, count: Math.min(plenty.stock, Math.ceil(1000 / plenty.price)) },
    ]);
    const before = (await client.api('/api/cart/products')).json;
    const applied = await client.api('/api/cart/promo-code', { method: 'POST', json: { promo_code: 'kukla10' } });
    expect(applied.status).toBe(200);
    expect(applied.json).toEqual(
      expect.objectContaining({
        success: true,
        promo_code: 'KUKLA10',
        discount: Math.round(before.products_cost / 10),
      }),
    );
    const cart = (await client.api('/api/cart/products')).json;
    expect(cart.promo_code).toBe('KUKLA10');
    expect(cart.discount).toBe(Math.round(cart.products_cost / 10));

    const removed = await client.api('/api/cart/promo-code', { method: 'DELETE' });
    expect(removed.json).toEqual(expect.objectContaining({ success: true, promo_code: null }));
    expect((await client.api('/api/cart/products')).json.promo_code).toBeNull();
  });

  it('PODAROK300 takes a fixed 300 ₽ off from 2 000 ₽ and says why below it', async () => {
    const small = await shopperWith([{ pid: cheap.pid, count: 1 }]);
    const below = await small.api('/api/cart/promo-code', { method: 'POST', json: { promo_code: 'podarok300' } });
    expectRefusal(below, 409);
    expect(below.json.errors.promo_code).toBe('Промокод действует при заказе от 2\u00a0000\u00a0₽');

    const client = await shopperWith([
      { pid: plenty.pid, count: Math.min(plenty.stock, Math.ceil(2000 / plenty.price)) },
    ]);
    const applied = await client.api('/api/cart/promo-code', { method: 'POST', json: { promo_code: 'PODAROK300' } });
    expect(applied.status).toBe(200);
    expect(applied.json).toEqual(expect.objectContaining({ promo_code: 'PODAROK300', discount: 300 }));
    const cart = (await client.api('/api/cart/products')).json;
    expect(cart.promo).toEqual(
      expect.objectContaining({ code: 'PODAROK300', kind: 'fixed', value: 300, discount: 300, message: null }),
    );
  });

  it('an empty cart cannot take a promo code', async () => {
    const res = await apiClient().api('/api/cart/promo-code', { method: 'POST', json: { promo_code: 'KUKLA10' } });
    expectRefusal(res, 409);
    expect(res.json.errors.promo_code).toContain('Добавьте товары');
  });
});

describe('delivery and payment lists', () => {
  it('lists the three methods with their «from» prices', async () => {
    const res = await api('/api/cart/shipping-list');
    expect(res.status).toBe(200);
    expect(res.json.shipping.map((s: any) => [s.code, s.price_from])).toEqual([
      ['courier', 390],
      ['pvz', 229],
      ['post', 299],
    ]);
    expect(res.json.free_delivery_from).toBe(3000);
  });

  it('pays on receipt only where the method allows it', async () => {
    const courier = await api('/api/cart/payment-list', { method: 'POST', json: { shipping_id: 1 } });
    expect(courier.json.payment_list.map((p: any) => p.code)).toEqual(['card', 'sbp', 'cash']);
    const post = await api('/api/cart/payment-list', { method: 'POST', json: { shipping_id: 3 } });
    expect(post.json.payment_list.map((p: any) => p.code)).toEqual(['card', 'sbp']);
    expectRefusal(await api('/api/cart/payment-list', { method: 'POST', json: { shipping_id: 99 } }), 400);
  });

  it('shipping-submit prices the postcode zone; free from the threshold', async () => {
    const client = await shopperWith([{ pid: cheap.pid, count: 1 }]);
    const moscow = await client.api('/api/cart/shipping-submit', {
      method: 'POST',
      json: { shipping_id: 1, index: '125009' },
    });
    expect(moscow.json).toEqual(
      expect.objectContaining({ success: true, shipping_cost: 390, zone: 'Москва и Московская область' }),
    );
    expect(moscow.json.currier_service).toEqual([expect.objectContaining({ id: 1, name: 'СДЭК', cost: 390 })]);
    const siberia = await client.api('/api/cart/shipping-submit', {
      method: 'POST',
      json: { shipping_id: 1, index: '630091' },
    });
    expect(siberia.json.shipping_cost).toBe(690);
    const unknownRegion = await client.api('/api/cart/shipping-submit', {
      method: 'POST',
      json: { shipping_id: 3, index: '999999' },
    });
    expect(unknownRegion.json.shipping_cost).toBe(650);
    const noPostcode = await client.api('/api/cart/shipping-submit', {
      method: 'POST',
      json: { shipping_id: 2, index: '' },
    });
    expect(noPostcode.json.currier_service.map((c: any) => [c.name, c.cost])).toEqual([
      ['Boxberry', 229],
      ['СДЭК', 249],
    ]);
    expect(noPostcode.json.zone).toBeNull();

    const rich = await shopperWith([
      { pid: plenty.pid, count: Math.min(plenty.stock, Math.ceil(3000 / plenty.price)) },
    ]);
    const free = await rich.api('/api/cart/shipping-submit', {
      method: 'POST',
      json: { shipping_id: 1, index: '630091' },
    });
    expect(free.json.shipping_cost).toBe(0);
    expectRefusal(
      await client.api('/api/cart/shipping-submit', { method: 'POST', json: { shipping_id: 1, index: '12ab' } }),
      400,
    );
  });

  it('pickup points: listed by city, service and address search; pvz-submit prices one', async () => {
    const moscow = await api(`/api/cart/pvz-list?city=${encodeURIComponent('Москва')}`);
    expect(moscow.status).toBe(200);
    expect(moscow.json.cities).toHaveLength(15);
    expect(moscow.json.cities).toEqual(
      expect.arrayContaining(['Москва', 'Санкт-Петербург', 'Новосибирск', 'Екатеринбург', 'Казань']),
    );
    expect(moscow.json.pvz).toHaveLength(5);
    expect(moscow.json.pvz[0]).toEqual(
      expect.objectContaining({
        city: 'Москва',
        postcode: expect.stringMatching(/^\d{6}$/),
        hours: expect.any(String),
        lat: expect.any(Number),
        lng: expect.any(Number),
      }),
    );
    const boxberry = await api(`/api/cart/pvz-list?city=${encodeURIComponent('Москва')}&currier_service_id=2`);
    expect(boxberry.json.pvz.map((p: any) => p.service)).toEqual(['Boxberry', 'Boxberry']);
    const search = await api(`/api/cart/pvz-list?q=${encodeURIComponent('Тверская')}`);
    expect(search.json.pvz.map((p: any) => p.id)).toContain('CDEK-MSK-1');
    const odd = await api(`/api/cart/pvz-list?q=${encodeURIComponent('%_\\')}`);
    expect(odd.status).toBe(200);
    expect(odd.json.pvz).toEqual([]);

    // Tolerant city filter: any case, the beginning of the name, a space for the hyphen, е for ё.
    const pickupPointsOf = async (query: string) =>
      (await api(`/api/cart/pvz-list?${new URLSearchParams(query)}`)).json.pvz as any[];
    for (const city of ['москва', 'МОСКВА', 'моск', '  Москва ']) {
      expect((await pickupPointsOf(`city=${city}`)).map((p) => p.id)).toEqual(moscow.json.pvz.map((p: any) => p.id));
    }
    const rostov = await pickupPointsOf('city=ростов на дону');
    expect(rostov).toHaveLength(5);
    expect(new Set(rostov.map((p) => p.city))).toEqual(new Set(['Ростов-на-Дону']));
    // The address search: ё/е, and every word in the address or the city.
    expect((await pickupPointsOf('q=щелковское')).map((p) => p.address)).toEqual(['Щёлковское ш., д. 75']);
    expect((await pickupPointsOf('q=Москва Тверская')).map((p) => p.id)).toEqual(['CDEK-MSK-1']);
    const kazan = await pickupPointsOf('q=казань');
    expect(kazan).toHaveLength(5);
    expect(kazan.every((p) => p.city === 'Казань')).toBe(true);
    expect(await pickupPointsOf('q=казань тверская')).toEqual([]);

    const client = await shopperWith([{ pid: cheap.pid, count: 1 }]);
    const quote = await client.api('/api/cart/pvz-submit', {
      method: 'POST',
      json: { pvz_id: 'BXB-NSK-1', currier_service_id: 2, shipping_id: 2, payment_id: 1 },
    });
    expect(quote.json).toEqual(
      expect.objectContaining({ success: true, shipping_cost: 429, min_days: 5, max_days: 8 }),
    );
    const wrongService = await client.api('/api/cart/pvz-submit', {
      method: 'POST',
      json: { pvz_id: 'BXB-NSK-1', currier_service_id: 1, shipping_id: 2 },
    });
    expectRefusal(wrongService, 400);
    expect(wrongService.json.errors).toHaveProperty('currier_id');
    const unknown = await client.api('/api/cart/pvz-submit', {
      method: 'POST',
      json: { pvz_id: 'NOPE-1', shipping_id: 2 },
    });
    expectRefusal(unknown, 400);
    expect(unknown.json.errors).toHaveProperty('pvz_id');
    expectRefusal(
      await client.api('/api/cart/pvz-submit', { method: 'POST', json: { pvz_id: 'CDEK-MSK-1', shipping_id: 1 } }),
      400,
    );
  });
});

describe('bad input is a 4xx JSON refusal, never a 500', () => {
  const cases: [string, string, string, RequestInit & { json?: unknown }, number][] = [
    [
      'malformed JSON',
      'POST',
      '/api/add-to-cart',
      { body: '{"pid": 1,', headers: { 'content-type': 'application/json' } },
      400,
    ],
    ['a string pid', 'POST', '/api/add-to-cart', { json: { pid: 'abc' } }, 400],
    ['no pid', 'POST', '/api/add-to-cart', { json: {} }, 400],
    ['a negative count', 'POST', '/api/add-to-cart', { json: { pid: 1, count: -3 } }, 400],
    ['a fractional count', 'POST', '/api/add-to-cart', { json: { pid: 1, count: 1.5 } }, 400],
    ['an absurd count', 'POST', '/api/add-to-cart', { json: { pid: 1, count: 1e12 } }, 400],
    ['an unknown product', 'POST', '/api/add-to-cart', { json: { pid: 2_000_000, count: 1 } }, 404],
    ['a huge pid', 'POST', '/api/add-to-cart', { json: { pid: 99_999_999_999 } }, 400],
    ['an array body', 'PUT', '/api/cart/change-count', { json: [1, 2] }, 400],
    ['an object count', 'PUT', '/api/cart/change-count', { json: { pid: 1, count: { n: 1 } } }, 400],
    ['a bad delete pid', 'DELETE', '/api/cart/delete-product?pid=abc', {}, 400],
    ['an oversized body', 'POST', '/api/cart/promo-code', { json: { promo_code: 'x'.repeat(70_000) } }, 413],
    ['an absurd promo code', 'POST', '/api/cart/promo-code', { json: { promo_code: 'x'.repeat(500) } }, 400],
    ['a shipping id as text', 'POST', '/api/cart/payment-list', { json: { shipping_id: 'courier' } }, 400],
    ['a bad pvz id', 'POST', '/api/cart/pvz-submit', { json: { pvz_id: '<script>', shipping_id: 2 } }, 400],
    ['an absurd city', 'GET', `/api/cart/pvz-list?city=${'я'.repeat(300)}`, {}, 400],
    ['a bad service id', 'GET', '/api/cart/pvz-list?currier_service_id=-1', {}, 400],
    ['no Idempotency-Key', 'POST', '/api/cart/order', { json: {} }, 400],
    ['a bad order number', 'GET', `/api/cart/order?order=${'1'.repeat(60)}`, {}, 400],
    ['an unknown order', 'GET', '/api/cart/order?order=К-1', {}, 404],
    ['a pay request without an order', 'POST', '/api/payments/pay', { json: {} }, 400],
    [
      'a test decision for a bad id',
      'POST',
      '/api/payments/test/decide',
      { json: { payment_id: 'x', action: 'pay' } },
      400,
    ],
    ['a notification for an unknown provider', 'POST', '/api/payments/notification/paypal', { json: {} }, 404],
    [
      'a malformed notification',
      'POST',
      '/api/payments/notification/yookassa',
      { body: 'not json', headers: { 'content-type': 'application/json' } },
      400,
    ],
  ];
  it.each(cases)('%s → %s %s', async (_name, method, path, init, status) => {
    const res = await apiClient().api(path, { method, ...init } as any);
    expectRefusal(res, status);
  });
});
