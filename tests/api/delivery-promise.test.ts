// The shopper's city and the delivery promise: the city list, the promise for a city checked against what the
// checkout charges for the same city and cart (courier and post by the city's postcode, every pickup point of the
// city), the free-delivery threshold, refusals, and the address suggestions (the shop's city list here; DaData
// has its own suite, delivery-dadata.test.ts).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { priceText } from '@/lib/api/delivery-promise';
import { api, apiClient, type ApiClient } from '../support/api';
import { expectRefusal, findProducts, range, shopperWith } from './cart-support';

type Option = {
  method: 'courier' | 'pvz' | 'post';
  service_id: number;
  price: number;
  min_days: number;
  max_days: number;
};

let methods: { id: number; code: string }[];
let freeFrom: number | null;

beforeAll(async () => {
  const res = await api('/api/cart/shipping-list');
  expect(res.status).toBe(200);
  methods = res.json.shipping;
  freeFrom = res.json.free_delivery_from;
});

/** What the checkout offers for `city` to this client's cart: per method, every service's cost and days. */
async function checkoutQuotes(client: ApiClient, city: string, postcode: string) {
  const quotes: Option[] = [];
  for (const m of methods) {
    if (m.code === 'pvz') {
      const list = await client.api(`/api/cart/pvz-list?${new URLSearchParams({ city })}`);
      expect(list.status).toBe(200);
      expect(list.json.pvz.length).toBeGreaterThan(0);
      for (const point of list.json.pvz) {
        expect(point.city).toBe(city);
        const res = await client.api('/api/cart/pvz-submit', {
          method: 'POST',
          json: { pvz_id: point.id, shipping_id: m.id },
        });
        expect(res.status).toBe(200);
        const { shipping_cost, min_days, max_days } = res.json;
        quotes.push({ method: 'pvz', service_id: point.service_id, price: shipping_cost, min_days, max_days });
      }
    } else {
      const res = await client.api('/api/cart/shipping-submit', {
        method: 'POST',
        json: { shipping_id: m.id, index: postcode },
      });
      expect(res.status).toBe(200);
      for (const s of res.json.currier_service) {
        quotes.push({ method: m.code as Option['method'], service_id: s.id, price: s.cost, ...days(s) });
      }
    }
  }
  return quotes;
}

const days = (s: { min_days: number; max_days: number }) => ({ min_days: s.min_days, max_days: s.max_days });
const key = (o: Option) => `${o.method}:${o.service_id}:${o.price}:${o.min_days}:${o.max_days}`;

describe('delivery cities', () => {
  it('lists the cities that have pickup points, alphabetically, each with a postcode, cacheable', async () => {
    const res = await api('/api/delivery/cities');
    expect(res.status).toBe(200);
    const names = res.json.cities.map((c: { city: string }) => c.city);
    expect(names).toEqual(expect.arrayContaining(['Москва', 'Казань', 'Новосибирск']));
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'ru')));
    for (const c of res.json.cities) expect(c.postcode).toMatch(/^\d{6}$/);
    expect(res.json.cities.find((c: { city: string }) => c.city === 'Казань').postcode).toMatch(/^42/);
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('the promise against the checkout', () => {
  it.each(['Казань', 'Москва', 'Новосибирск'])(
    'for %s: every option is what the checkout charges, the cheapest and the fastest are the extremes',
    async (city) => {
      const promise = await api(`/api/delivery/promise?${new URLSearchParams({ city })}`);
      expect(promise.status).toBe(200);
      expect(promise.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+|s-maxage=\d+/);
      const p = promise.json;
      expect(p.city).toBe(city);
      expect(p.free_delivery_from).toBe(freeFrom);

      const quotes = await checkoutQuotes(apiClient(), city, p.postcode);
      const offered = new Set(quotes.map(key));
      for (const o of p.options) expect(offered).toContain(key(o));
      // Per method the promise names the checkout's cheapest price.
      for (const code of new Set(quotes.map((q) => q.method))) {
        const cheapest = Math.min(...quotes.filter((q) => q.method === code).map((q) => q.price));
        const promised = p.options.filter((o: Option) => o.method === code).map((o: Option) => o.price);
        expect(Math.min(...promised)).toBe(cheapest);
      }
      expect(p.cheapest.price).toBe(Math.min(...quotes.map((q) => q.price)));
      expect(p.fastest.min_days).toBe(Math.min(...quotes.map((q) => q.min_days)));
      expect(offered).toContain(key(p.cheapest));
      expect(offered).toContain(key(p.fastest));
    },
    60_000,
  );

  it('the city is matched ignoring case and ё, and named as the delivery data spells it', async () => {
    const res = await api('/api/delivery/promise?city=%20казань%20');
    expect(res.status).toBe(200);
    expect(res.json.city).toBe('Казань');
  });

  it('distant cities cost more than Moscow (the zones come from the postcodes)', async () => {
    const msk = (await api('/api/delivery/promise?city=Москва')).json;
    const nsk = (await api(`/api/delivery/promise?city=${encodeURIComponent('Новосибирск')}`)).json;
    expect(nsk.cheapest.price).toBeGreaterThan(msk.cheapest.price);
    expect(nsk.zone).not.toBe(msk.zone);
  });

  it('a cart from the free-delivery threshold travels free in the checkout, as the promise says', async () => {
    expect(freeFrom).not.toBeNull();
    const [expensive] = await findProducts(range(300, 399), (p) => p.stock >= 5 && p.price >= 1000, 1);
    const count = Math.ceil(freeFrom! / expensive.price);
    const client = await shopperWith([{ pid: expensive.pid, count }]);
    const goods = (await client.api('/api/cart/products')).json.products_cost;
    expect(goods).toBeGreaterThanOrEqual(freeFrom!);
    const promise = (await api(`/api/delivery/promise?${new URLSearchParams({ city: 'Казань' })}`)).json;
    expect(priceText(promise.cheapest.price, promise.free_delivery_from, goods)).toBe('бесплатно');
    expect(priceText(promise.cheapest.price, promise.free_delivery_from, freeFrom! - 1)).not.toBe('бесплатно');
    const quotes = await checkoutQuotes(client, 'Казань', promise.postcode);
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.every((q) => q.price === 0)).toBe(true);
  }, 60_000);
});

describe('refusals', () => {
  it('an unknown city, an empty or a too long one are a 400 with errors.city', async () => {
    for (const city of ['Атлантида', '', ' ', 'я'.repeat(101)]) {
      const res = await api(`/api/delivery/promise?${new URLSearchParams({ city })}`);
      expectRefusal(res, 400);
      expect(res.json.errors).toHaveProperty('city');
    }
    expectRefusal(await api('/api/delivery/promise'), 400);
  });

  it('address suggestions need 2–200 characters', async () => {
    expectRefusal(await api('/api/delivery/address-suggest?q=a'), 400);
    expectRefusal(await api(`/api/delivery/address-suggest?q=${'д'.repeat(201)}`), 400);
  });
});

describe('address suggestions without DaData', () => {
  it('suggest the shop’s cities with their postcodes', async () => {
    const cities = (await api('/api/delivery/cities')).json.cities;
    const res = await api(`/api/delivery/address-suggest?${new URLSearchParams({ q: 'каз' })}`);
    expect(res.status).toBe(200);
    expect(res.json.source).toBe('cities');
    expect(res.json.suggestions).toEqual([
      {
        value: 'Казань',
        address: {
          city: 'Казань',
          street: '',
          house: '',
          building: '',
          flat: '',
          postcode: cities.find((c: { city: string }) => c.city === 'Казань').postcode,
        },
      },
    ]);
    const typed = await api(`/api/delivery/address-suggest?${new URLSearchParams({ q: 'Казань, ул Баумана' })}`);
    expect(typed.json.suggestions.map((s: { value: string }) => s.value)).toEqual(['Казань']);
  });
});
