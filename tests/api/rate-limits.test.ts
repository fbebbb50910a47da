// Rate limits of the catalogue's and the cart's busiest calls (issue 11): add-to-cart and change-count per shopper
// (cart owner) and per client address, search and the product API per client address. Each answers 429 with the
// Russian message once its limit is passed; a real shopper's pace (a few dozen goods, type-ahead search letter by
// letter) is never limited. Every counter starts at zero: each test sends from a client address of its own
// (rawRequest's fresh loopback address) and as a shopper of its own.
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { LIMITS } from '@/lib/server/rate-limit';
import { api } from '../support/api';
import { rawRequest, randomLoopback, type RawReply } from '../support/raw-http';

jest.setTimeout(180_000);

const TOO_MANY = 'Слишком много попыток. Пожалуйста, попробуйте позже.';

/** Sends `count` requests, `parallel` at a time; returns the statuses in order. */
async function statuses(count: number, send: (i: number) => Promise<RawReply>, parallel = 10): Promise<number[]> {
  const all: number[] = [];
  for (let i = 0; i < count; i += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - i) }, (_, j) => send(i + j));
    all.push(...(await Promise.all(batch)).map((reply) => reply.status));
  }
  return all;
}

const tally = (list: number[]) => list.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

/** The limit is reached and not before: every earlier answer was something else, the next one is the 429. */
async function expectLimitedAfter(limit: number, send: () => Promise<RawReply>, parallel = 10) {
  const before = await statuses(limit, () => send(), parallel);
  expect(tally(before)[429]).toBeUndefined();
  const over = await send();
  expect([over.status, over.json]).toEqual([429, { success: false, error: TOO_MANY }]);
}

/** A shopper of its own: the guest cookie the first add-to-cart gave it. */
type Shopper = { from: string; cookie: string };

let pids: number[] = [];

beforeAll(async () => {
  const popular = await api<{ products: { id: number; in_stock: boolean }[] }>('/api/popular');
  pids = popular.json.products.filter((p) => p.in_stock).map((p) => p.id);
  expect(pids.length).toBeGreaterThanOrEqual(10);
});

async function newShopper(): Promise<Shopper> {
  const from = randomLoopback();
  const first = await rawRequest('/api/add-to-cart', { method: 'POST', from, body: JSON.stringify({ pid: pids[0] }) });
  expect(first.status).toBe(200);
  const cookie = first.cookies.map(([name, value]) => `${name}=${value}`).join('; ');
  expect(cookie).toMatch(/=/);
  return { from, cookie };
}

const addToCart = (shopper: Shopper, pid: number) =>
  rawRequest('/api/add-to-cart', {
    method: 'POST',
    from: shopper.from,
    headers: { cookie: shopper.cookie },
    body: JSON.stringify({ pid, count: 1 }),
  });

const changeCount = (shopper: Shopper, pid: number, count: number) =>
  rawRequest('/api/cart/change-count', {
    method: 'PUT',
    from: shopper.from,
    headers: { cookie: shopper.cookie },
    body: JSON.stringify({ pid, count }),
  });

// Past a cache: a request the response cache answers never reaches the handler, so it is not counted.
const search = (query: string, from: string) =>
  rawRequest(`/api/search/hints-and-products?query=${encodeURIComponent(query)}`, {
    from,
    headers: { 'cache-control': 'no-cache' },
  });

describe("a real shopper's pace is never limited", () => {
  it('types searches letter by letter, fills a cart with 30 goods and taps the counts 100 times', async () => {
    const shopper = await newShopper();
    const typed: number[] = [];
    for (const word of ['кукла', 'барби', 'мишка плюшевый', 'конструктор', 'пупс с одеждой', 'машинка']) {
      for (let n = 1; n <= word.length; n++) typed.push((await search(word.slice(0, n), shopper.from)).status);
    }
    expect(tally(typed)).toEqual({ 200: typed.length });

    const adds = await statuses(30, (i) => addToCart(shopper, pids[i % pids.length]), 1);
    expect(tally(adds)[429]).toBeUndefined();
    const taps = await statuses(100, (i) => changeCount(shopper, pids[i % 5], 1 + (i % 3)), 1);
    expect(tally(taps)[429]).toBeUndefined();
    expect(taps.every((s) => s === 200)).toBe(true);
  });
});

describe('add to cart', () => {
  it(`per shopper: ${LIMITS.addToCart.limit} adds in ${LIMITS.addToCart.windowSeconds / 60} min, then 429`, async () => {
    const shopper = await newShopper(); // its first add counts too
    await expectLimitedAfter(LIMITS.addToCart.limit - 1, () => addToCart(shopper, pids[1]));
    // Another shopper behind the same address is not held back by this one.
    const neighbour = await rawRequest('/api/add-to-cart', {
      method: 'POST',
      from: shopper.from,
      body: JSON.stringify({ pid: pids[1] }),
    });
    expect(neighbour.status).toBe(200);
  });

  it(`per client address: ${LIMITS.addToCartAddress.limit} requests, then 429 (counted before the body is read)`, async () => {
    const from = randomLoopback();
    const empty = () => rawRequest('/api/add-to-cart', { method: 'POST', from, body: '{}' });
    expect((await empty()).status).toBe(400);
    await expectLimitedAfter(LIMITS.addToCartAddress.limit - 1, empty, 20);
  });
});

describe('change count', () => {
  it(`per shopper: ${LIMITS.changeCount.limit} changes, then 429`, async () => {
    const shopper = await newShopper();
    await expectLimitedAfter(LIMITS.changeCount.limit, () => changeCount(shopper, pids[0], 1));
  });

  it(`per client address: ${LIMITS.changeCountAddress.limit} requests, then 429`, async () => {
    const from = randomLoopback();
    const empty = () => rawRequest('/api/cart/change-count', { method: 'PUT', from, body: '{}' });
    await expectLimitedAfter(LIMITS.changeCountAddress.limit, empty, 20);
  });
});

describe('catalogue reads per client address', () => {
  it(`search: ${LIMITS.search.limit} a minute, then 429`, async () => {
    const from = randomLoopback();
    await expectLimitedAfter(LIMITS.search.limit, () => search('кукла', from), 20);
    // Another address searches on.
    expect((await search('кукла', randomLoopback())).status).toBe(200);
  });

  it(`product API: ${LIMITS.product.limit} a minute, then 429`, async () => {
    const from = randomLoopback();
    const product = () =>
      rawRequest('/api/product', { method: 'POST', from, body: JSON.stringify({ alias: '/no-such-product.html' }) });
    expect((await product()).status).toBe(404);
    await expectLimitedAfter(LIMITS.product.limit - 1, product, 20);
  });
});
