// The product of the day: its own discount is what the cart and the order charge that Moscow day and not after
// (the test-mode clock moves a day forward instead of waiting for midnight), the automatic pick when nothing is
// chosen, the back office's choice (roles, validation, audit) and the home page block.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { categoryPath, productPath } from '@/lib/catalog/paths';
import { formatPrice } from '@/lib/format/price';
import { api, apiClient } from '../support/api';
import { adminClient, customerClient, managerClient, type StaffClient } from '../support/staff';
import { expectRefusal, placeOrder, pickupPointOrder, shopperWith } from './cart-support';

let admin: StaffClient;
let manager: StaffClient;
const tag = randomUUID().slice(0, 6);
let categoryId: number;
let categoryAlias: string;
/** This suite's own product: nobody else's cart or order is priced by the offers it chooses. */
let product: { id: number; price: number; alias: string; slug: string };

const dayPrice = (price: number, percent: number) => Math.max(1, Math.round((price * (100 - percent)) / 100));
const shiftClock = async (days: number) => {
  const res = await api('/api/test/product-of-the-day', { method: 'POST', json: { action: 'clock', days } });
  expect(res.status).toBe(200);
  return res.json.today as string;
};
const choose = (client: StaffClient, body: Record<string, unknown>) =>
  client.api('/api/admin/product-of-the-day', { method: 'PUT', json: body });
const lineOf = async (client: ReturnType<typeof apiClient>, pid: number) =>
  ((await client.api('/api/cart/products')).json.products as any[]).find((l) => l.product_id === pid);

let today: string;
const next = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [admin, manager] = await Promise.all([adminClient(), managerClient()]);
  today = await shiftClock(0);
  const category = await admin.api('/api/admin/categories', { method: 'POST', json: { name: `Товар дня ${tag}` } });
  expect(category.status).toBe(201);
  categoryId = category.json.category.id;
  categoryAlias = category.json.category.alias;
  const created = await admin.api('/api/admin/products', {
    method: 'POST',
    json: { name: `Кукла дня ${tag}`, price: 1999, stock: 50, category_id: categoryId },
  });
  expect(created.status).toBe(201);
  product = created.json.product;
  // Dearer than the 30 % day price below, cheaper than the product's own: where the listing puts it tells which
  // price the database sorted and filtered by.
  const neighbour = await admin.api('/api/admin/products', {
    method: 'POST',
    json: { name: `Соседка ${tag}`, price: 1500, stock: 50, category_id: categoryId },
  });
  expect(neighbour.status).toBe(201);
});

afterAll(async () => {
  await shiftClock(0);
  // The suite's choices go, so the automatic pick runs today again for the suites after this one.
  for (const day of [today, next(today, 1)]) {
    await admin.api(`/api/admin/product-of-the-day?day=${day}`, { method: 'DELETE' });
  }
});

describe('the automatic pick', () => {
  it('is a sale product in stock at 10 % off, the same for every shopper and every ask, and the cart charges it', async () => {
    const first = await api('/api/product-of-the-day');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('no-store');
    const offer = first.json.offer;
    expect(offer).toEqual(
      expect.objectContaining({ day: today, auto: true, percent: 10, ends_at: expect.any(String) }),
    );
    // It ends at the next Moscow midnight: 21:00 UTC.
    expect(offer.ends_at).toBe(`${today}T21:00:00.000Z`);
    expect(offer.product.in_stock).toBe(true);
    expect(offer.product.old_price).toBeGreaterThan(offer.product.price);
    const again = await apiClient().api('/api/product-of-the-day');
    expect(again.json.offer.product.id).toBe(offer.product.id);

    // The product's own page (the product API) shows the same day price the cart charges: one price for it.
    const shown = await api('/api/product', { method: 'POST', json: { alias: offer.product.alias } });
    expect(shown.json.product).toEqual(
      expect.objectContaining({
        price: offer.product.price,
        old_price: offer.product.old_price,
        day_offer: { percent: 10, ends_at: offer.ends_at },
      }),
    );
    const shopper = await shopperWith([{ pid: offer.product.id, count: 1 }]);
    const line = await lineOf(shopper, offer.product.id);
    expect(line.price).toBe(offer.product.price);
    expect(line.sum_s).toBe(offer.product.price);
  });
});

describe('a chosen product of the day', () => {
  it('is refused to a customer and to bad input, and a past day cannot be chosen', async () => {
    const customer = await customerClient();
    expect((await choose(customer, { day: today, product_id: product.id, discount_percent: 20 })).status).toBe(403);
    expect((await api('/api/admin/product-of-the-day')).status).toBe(403);
    for (const [body, field] of [
      [{ day: today, product_id: product.id, discount_percent: 95 }, 'discount_percent'],
      [{ day: today, product_id: product.id, discount_percent: 0 }, 'discount_percent'],
      [{ day: '2026-02-30', product_id: product.id, discount_percent: 20 }, 'day'],
      [{ day: today, product_id: 'кукла', discount_percent: 20 }, 'product_id'],
    ] as const) {
      const res = await choose(admin, body);
      expectRefusal(res, 400);
      expect(res.json.errors?.[field]).toEqual(expect.any(String));
    }
    expectRefusal(await choose(admin, { day: next(today, -1), product_id: product.id, discount_percent: 20 }), 400);
    expectRefusal(await choose(admin, { day: today, product_id: 2_000_000_000, discount_percent: 20 }), 404);
  });

  it('a manager chooses it for today: audited, on the home page, its day price in the cart and the order', async () => {
    const res = await choose(manager, { day: today, product_id: product.id, discount_percent: 25 });
    expect(res.status).toBe(200);
    const expected = dayPrice(product.price, 25);
    expect(res.json.offer).toEqual(
      expect.objectContaining({
        day: today,
        product_id: product.id,
        discount_percent: 25,
        day_price: expected,
        when: 'today',
      }),
    );
    const audit = await admin.api('/api/admin/audit?page=1');
    expect(audit.json.entries.some((e: any) => e.action === 'offer.choose' && e.entity_id === today)).toBe(true);

    const listed = await manager.api('/api/admin/product-of-the-day');
    expect(listed.json.current).toEqual(expect.objectContaining({ auto: false, percent: 25 }));
    expect(listed.json.offers.map((o: any) => o.day)).toContain(today);

    const offer = (await api('/api/product-of-the-day')).json.offer;
    expect(offer.product).toEqual(
      expect.objectContaining({ id: product.id, price: expected, old_price: product.price }),
    );
    const home = await api('/', { headers: { accept: 'text/html' } });
    expect(home.status).toBe(200);
    expect(home.text).toContain('data-testid="product-of-the-day"');
    expect(home.text).toContain(`Кукла дня ${tag}`);

    const shopper = await shopperWith([{ pid: product.id, count: 2 }]);
    const line = await lineOf(shopper, product.id);
    expect(line).toEqual(
      expect.objectContaining({
        price: expected,
        old_price: product.price,
        sum_s: expected * 2,
        sum_s_old: product.price * 2,
      }),
    );
    const placed = await placeOrder(shopper, pickupPointOrder());
    expect(placed.status).toBe(200);
    const state = await shopper.api(`/api/cart/order?order=${encodeURIComponent(placed.json.number)}`);
    const { order } = state.json;
    expect(order.products_cost).toBe(expected * 2);
    expect(order.lines).toEqual([expect.objectContaining({ product_id: product.id, num: 2, sum: expected * 2 })]);
    const shipping = order.products_cost >= 3000 ? 0 : order.total - order.products_cost;
    expect(order.total).toBe(expected * 2 + shipping);
  });

  it('after Moscow midnight the same cart line costs the normal price again, and the order charges that', async () => {
    const shopper = await shopperWith([{ pid: product.id, count: 1 }]);
    expect((await lineOf(shopper, product.id)).price).toBe(dayPrice(product.price, 25));
    const tomorrow = await shiftClock(1);
    expect(tomorrow).toBe(next(today, 1));
    const line = await lineOf(shopper, product.id);
    expect(line).toEqual(expect.objectContaining({ price: product.price, old_price: null, sum_s: product.price }));
    const offer = (await api('/api/product-of-the-day')).json.offer;
    expect(offer?.product.id).not.toBe(product.id);
    const placed = await placeOrder(shopper, pickupPointOrder());
    expect(placed.status).toBe(200);
    const order = (await shopper.api(`/api/cart/order?order=${encodeURIComponent(placed.json.number)}`)).json.order;
    expect(order.products_cost).toBe(product.price);
  });

  it('a day chosen ahead runs on that day only; dropping the choice brings the automatic pick back', async () => {
    await shiftClock(0);
    const tomorrow = next(today, 1);
    const res = await choose(admin, { day: tomorrow, product_id: product.id, discount_percent: 40 });
    expect(res.status).toBe(200);
    expect(res.json.offer.when).toBe('upcoming');
    // Today is still the 25 % choice.
    expect((await api('/api/product-of-the-day')).json.offer.percent).toBe(25);
    await shiftClock(1);
    const shopper = await shopperWith([{ pid: product.id, count: 1 }]);
    expect((await lineOf(shopper, product.id)).price).toBe(dayPrice(product.price, 40));
    await shiftClock(0);
    const dropped = await admin.api(`/api/admin/product-of-the-day?day=${today}`, { method: 'DELETE' });
    expect(dropped.status).toBe(200);
    const auto = (await api('/api/product-of-the-day')).json.offer;
    expect(auto.auto).toBe(true);
    expect((await lineOf(shopper, product.id)).price).toBe(product.price);
  });
});

describe('the day price wherever the storefront shows the product', () => {
  const html = async (path: string) => {
    const res = await api(path, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    return res.text;
  };
  /** The Offer of the page's Product JSON-LD. */
  const jsonLdOffer = (page: string) => {
    const blocks = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]),
    );
    return blocks.find((b) => b['@type'] === 'Product')?.offers;
  };
  const cardIn = async (alias: string) =>
    (
      (await api(`/api/search/hints-and-products?query=${encodeURIComponent(`Кукла дня ${tag}`)}`)).json
        .products as any[]
    ).find((p) => p.alias === alias);

  it('the page, its JSON-LD, the listing card, the hints and the cart show the day price; the next day the normal one', async () => {
    await shiftClock(0);
    const percent = 30;
    const day = dayPrice(product.price, percent);
    const page = productPath(product.alias);
    const listing = categoryPath(categoryAlias);
    // Copies made before the choice: the choice drops them.
    await html(page);
    await html(listing);
    expect((await choose(admin, { day: today, product_id: product.id, discount_percent: percent })).status).toBe(200);

    const detail = (await api('/api/product', { method: 'POST', json: { alias: product.alias } })).json.product;
    expect(detail).toEqual(
      expect.objectContaining({
        price: day,
        old_price: product.price,
        day_offer: { percent, ends_at: `${today}T21:00:00.000Z` },
      }),
    );
    const productHtml = await html(page);
    expect(productHtml).toContain('data-testid="day-offer-mark"');
    expect(productHtml).toContain(formatPrice(day));
    expect(productHtml).toContain(formatPrice(product.price)); // crossed out
    expect(jsonLdOffer(productHtml)).toEqual(
      expect.objectContaining({ price: day, priceCurrency: 'RUB', priceValidUntil: today }),
    );
    const listingHtml = await html(listing);
    expect(listingHtml).toContain(`Кукла дня ${tag}`);
    expect(listingHtml).toContain(formatPrice(day));
    expect(await cardIn(product.alias)).toEqual(expect.objectContaining({ price: day, old_price: product.price }));
    // Sorted and filtered by the price shown, in the listing and in search results alike.
    const cheapestFirst = await html(`${listing}?sort=price_asc`);
    expect(cheapestFirst.indexOf(`Кукла дня ${tag}`)).toBeLessThan(cheapestFirst.indexOf(`Соседка ${tag}`));
    const underNeighbour = await html(`${listing}?price_max=${day}`);
    expect(underNeighbour).toContain(`Кукла дня ${tag}`);
    expect(underNeighbour).not.toContain(`Соседка ${tag}`);
    const found = await html(`/search/${encodeURIComponent('кукла')}?price_min=${day}&price_max=${day}`);
    expect(found).toContain(`Кукла дня ${tag}`);
    const shopper = await shopperWith([{ pid: product.id, count: 1 }]);
    expect((await lineOf(shopper, product.id)).price).toBe(day);

    // Two days on (nothing chosen then): the first page start of the day (its /api/user-info) drops the day-old
    // copies, and every place shows the normal price again, as the cart charges it.
    await shiftClock(2);
    expect((await api('/api/user-info')).status).toBe(200);
    const after = await html(page);
    expect(after).not.toContain('data-testid="day-offer-mark"');
    expect(after).toContain(formatPrice(product.price));
    expect(after).not.toContain(formatPrice(day));
    expect(jsonLdOffer(after)).toEqual(expect.objectContaining({ price: product.price }));
    expect(jsonLdOffer(after).priceValidUntil).toBeUndefined();
    const listingAfter = await html(listing);
    expect(listingAfter).toContain(formatPrice(product.price));
    expect(listingAfter).not.toContain(formatPrice(day));
    const detailAfter = (await api('/api/product', { method: 'POST', json: { alias: product.alias } })).json.product;
    expect(detailAfter).toEqual(expect.objectContaining({ price: product.price, old_price: null, day_offer: null }));
    expect(await cardIn(product.alias)).toEqual(expect.objectContaining({ price: product.price, old_price: null }));
    expect((await lineOf(shopper, product.id)).price).toBe(product.price);
    await shiftClock(0);
  });

  it('the Yandex Market feed keeps the normal price (Market reads it at its own times)', async () => {
    await shiftClock(0);
    expect((await choose(admin, { day: today, product_id: product.id, discount_percent: 30 })).status).toBe(200);
    const feed = await api('/yandex-market.yml');
    expect(feed.status).toBe(200);
    const offer = new RegExp(`<offer id="${product.id}"[^>]*>(.*?)</offer>`, 's').exec(feed.text)?.[1] ?? '';
    expect(offer).toContain(`<price>${product.price}</price>`);
    expect(offer).not.toContain('<oldprice>');
  });
});
