// POST /api/vote, /api/subscribe and /api/improve over HTTP (docs/PRODUCT.md#api): success shapes, one vote per
// shopper, harmless repeated subscriptions, refusals as 4xx JSON, and the subscribe rate limit.
// All suites of a run share one server and, normally, one client address (127.0.0.1), so the rate-limit test
// sends from a loopback address of its own (127.x.y.z): it neither eats the budget of the other tests nor
// depends on what they spent.
import { describe, expect, it, jest } from '@jest/globals';
import { api, apiClient } from '../support/api';
import { randomLoopback, rawRequest } from '../support/raw-http';

// The api project's `testTimeout` in jest.config.mjs is not applied (Jest reads it globally only); first
// renders on a cold server take seconds.
jest.setTimeout(60_000);

/** LIMITS.subscribe in lib/server/rate-limit.ts: subscriptions per client address and hour. */
const SUBSCRIBE_LIMIT = 10;
const RATE_LIMIT_MESSAGE = 'Слишком много попыток. Пожалуйста, попробуйте позже.';

let emailCounter = 0;
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${process.pid}-${++emailCounter}-${Math.random().toString(36).slice(2, 6)}@example.com`;

function expectFailure(res: { status: number; json: any }, status: number) {
  expect(res.status).toBe(status);
  expect(res.json).toEqual(expect.objectContaining({ success: false, error: expect.any(String) }));
  expect(res.json.error.length).toBeGreaterThan(0);
}

/** Requests sent from another loopback address, so the server sees another client (own rate-limit counters). */
function fromAddress(localAddress: string) {
  return (path: string, init: { method?: string; json?: unknown } = {}) =>
    rawRequest(path, {
      method: init.method,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      from: localAddress,
    });
}

/** The product with the fewest votes among the lists (its average moves visibly with one vote). */
async function quietProduct(): Promise<{ id: number; alias: string; rating: number; votes: number }> {
  const lists = await Promise.all(['sale', 'new', 'popular'].map((k) => api(`/api/${k}`)));
  const cards = lists.flatMap((r) => r.json.products as any[]).slice(1); // others pick the first ones
  const quiet = cards.reduce((a, b) => (b.votes < a.votes ? b : a));
  expect(quiet.votes).toBeLessThanOrEqual(10);
  return quiet;
}

const productDetail = async (alias: string) =>
  (await api('/api/product', { method: 'POST', json: { alias } })).json.product;

describe('POST /api/vote', () => {
  it('accepts 1–5, one vote per shopper: a repeat replaces it, another shopper adds one', async () => {
    const product = await quietProduct();
    const before = await productDetail(product.alias);
    const n0: number = before.votes;
    // The average in the reply is rounded to 0.1, so the sum is known to ±0.05 per earlier vote.
    const sum0: number = before.rating * n0;
    const tolerance = (n: number) => (0.05 * n0) / n + 0.051;

    const alice = apiClient();
    const first = await alice.api('/api/vote', { method: 'POST', json: { pid: product.id, rating: 5 } });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ success: true, rating: expect.any(Number), votes: n0 + 1 });
    expect(Math.abs(first.json.rating - (sum0 + 5) / (n0 + 1))).toBeLessThanOrEqual(tolerance(n0 + 1));
    // The first vote gives the guest an identity (httpOnly cookie) to recognise the repeat.
    expect(alice.cookie('guest')).toMatch(/^[0-9a-f-]{36}$/);

    const repeat = await alice.api('/api/vote', { method: 'POST', json: { pid: product.id, rating: 1 } });
    expect(repeat.status).toBe(200);
    expect(repeat.json.success).toBe(true);
    expect(repeat.json.votes).toBe(n0 + 1); // replaced, not added
    expect(repeat.json.rating).toBeLessThan(first.json.rating);
    expect(Math.abs(repeat.json.rating - (sum0 + 1) / (n0 + 1))).toBeLessThanOrEqual(tolerance(n0 + 1));

    const bob = apiClient();
    const other = await bob.api('/api/vote', { method: 'POST', json: { pid: product.id, rating: 3 } });
    expect(other.status).toBe(200);
    expect(other.json.votes).toBe(n0 + 2);
    expect(Math.abs(other.json.rating - (sum0 + 1 + 3) / (n0 + 2))).toBeLessThanOrEqual(tolerance(n0 + 2));
    expect(bob.cookie('guest')).not.toBe(alice.cookie('guest'));

    // The product itself reports the new average and count.
    const after = await productDetail(product.alias);
    expect(after.votes).toBe(other.json.votes);
    expect(after.rating).toBe(other.json.rating);
  });

  it('accepts every rating from 1 to 5 (digits as strings too) and keeps one vote per shopper', async () => {
    const product = await quietProduct();
    const shopper = apiClient();
    const replies = [];
    for (const rating of [1, 2, 3, 4, 5, '4']) {
      const res = await shopper.api('/api/vote', { method: 'POST', json: { pid: product.id, rating } });
      expect(res.status).toBe(200);
      replies.push(res.json);
    }
    const counts = new Set(replies.map((r) => r.votes));
    expect(counts.size).toBe(1);
    for (const r of replies) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
    }
  });

  it.each([
    ['rating 0', { rating: 0 }, 400],
    ['rating 6', { rating: 6 }, 400],
    ["rating 'x'", { rating: 'x' }, 400],
    ['rating 2.5', { rating: 2.5 }, 400],
    ['rating -1', { rating: -1 }, 400],
    ['rating null', { rating: null }, 400],
    ['no rating', { rating: undefined }, 400],
    ['no pid', { pid: undefined }, 400],
    ['pid 0', { pid: 0 }, 400],
    ["pid 'abc'", { pid: 'abc' }, 400],
    ['pid 1.5', { pid: 1.5 }, 400],
    ['pid beyond int4', { pid: 99_999_999_999 }, 400],
    ['an unknown pid', { pid: 2_000_000_000 }, 404],
  ])('refuses %s with 4xx JSON', async (_name, patch, status) => {
    const [card] = (await api('/api/new')).json.products;
    const res = await api('/api/vote', { method: 'POST', json: { pid: card.id, rating: 4, ...patch } });
    expectFailure(res, status);
  });

  it('a refused vote changes nothing', async () => {
    const product = await quietProduct();
    const before = await productDetail(product.alias);
    await api('/api/vote', { method: 'POST', json: { pid: product.id, rating: 6 } });
    await api('/api/vote', { method: 'POST', json: { pid: product.id, rating: 0 } });
    const after = await productDetail(product.alias);
    expect([after.rating, after.votes]).toEqual([before.rating, before.votes]);
  });
});

describe('POST /api/subscribe', () => {
  it('subscribes a valid email: {success: true}', async () => {
    const res = await api('/api/subscribe', { method: 'POST', json: { email: uniqueEmail('sub') } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
  });

  it('a repeated subscription (also in other case and with spaces) is still a success and harmless', async () => {
    const email = uniqueEmail('twice');
    const first = await api('/api/subscribe', { method: 'POST', json: { email } });
    const again = await api('/api/subscribe', { method: 'POST', json: { email } });
    const shouted = await api('/api/subscribe', { method: 'POST', json: { email: `  ${email.toUpperCase()} ` } });
    for (const res of [first, again, shouted]) {
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ success: true });
    }
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }],
    ['an email without a domain', { email: 'anna@' }],
    ['no email', {}],
  ])('refuses %s with 400 JSON', async (_name, body) => {
    expectFailure(await api('/api/subscribe', { method: 'POST', json: body }), 400);
  });
});

describe('POST /api/improve', () => {
  it('stores a suggestion about a page: {success: true}', async () => {
    const res = await api('/api/improve', {
      method: 'POST',
      json: { url_current: '/category/kukly?page=2', text: 'Добавьте, пожалуйста, фильтр по росту куклы.' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
  });

  it('accepts an optional contact email (empty too)', async () => {
    const withEmail = await api('/api/improve', {
      method: 'POST',
      json: { url_current: '/', text: 'Не нашла кнопку «Наверх».', email: uniqueEmail('improve') },
    });
    expect(withEmail.status).toBe(200);
    const empty = await api('/api/improve', {
      method: 'POST',
      json: { url_current: '/about', text: 'Опечатка в абзаце.', email: '' },
    });
    expect(empty.status).toBe(200);
  });

  it.each([
    ['no text', { url_current: '/' }],
    ['an empty text', { url_current: '/', text: '   ' }],
    ['no page address', { text: 'Всё отлично, но медленно.' }],
    ['a page address that is not a path', { url_current: 'https://evil.example/', text: 'Всё отлично, но медленно.' }],
    ['an invalid email', { url_current: '/', text: 'Всё отлично, но медленно.', email: 'nope' }],
  ])('refuses %s with 400 JSON', async (_name, body) => {
    expectFailure(await api('/api/improve', { method: 'POST', json: body }), 400);
  });
});

/** Page addresses that lead off the shop: each is refused by POST /api/improve and never linked by /improve. */
const OFF_SITE = [
  '//evil.example',
  '//evil.example/about',
  '/\\evil.example',
  '/\\/evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
];

describe('POST /api/improve and /improve: only the shop’s own pages', () => {
  it.each(OFF_SITE.map((url) => [JSON.stringify(url), url]))(
    'refuses the page address %s with 400 JSON',
    async (_name, url) => {
      // From an address of its own: the form's limit per address is small.
      const send = fromAddress(randomLoopback());
      expectFailure(
        await send('/api/improve', { method: 'POST', json: { url_current: url, text: 'Всё хорошо.' } }),
        400,
      );
    },
  );

  it.each(OFF_SITE.map((url) => [JSON.stringify(url), url]))(
    'the page given %s links to no other site',
    async (_name, url) => {
      const res = await api(`/improve?${new URLSearchParams({ url_current: url })}`);
      expect(res.status).toBe(200);
      // The form's «Страница: …» line (the footer links to /improve with this page's own address, escaped).
      const start = res.text.indexOf('Страница: ');
      expect(start).toBeGreaterThan(-1);
      const line = res.text.slice(start, res.text.indexOf('</p>', start));
      expect(line).toContain('href="/"');
      expect(line).not.toMatch(/evil|javascript/i);
    },
  );

  it('keeps the shop’s own page, with its query', async () => {
    const res = await api(`/improve?${new URLSearchParams({ url_current: '/category/kukly?page=2' })}`);
    expect(res.text).toContain('href="/category/kukly?page=2"');
  });
});

// Last in this file, and from its own client address anyway.
describe('rate limit of POST /api/subscribe', () => {
  it(`answers 429 with a Russian message after ${SUBSCRIBE_LIMIT} subscriptions per address and hour`, async () => {
    const address = randomLoopback();
    const client = fromAddress(address);
    for (let i = 0; i < SUBSCRIBE_LIMIT; i++) {
      const res = await client('/api/subscribe', { method: 'POST', json: { email: uniqueEmail(`limit${i}`) } });
      expect([res.status, res.json]).toEqual([200, { success: true }]);
    }
    const refused = await client('/api/subscribe', { method: 'POST', json: { email: uniqueEmail('over') } });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ success: false, error: RATE_LIMIT_MESSAGE });
    // Refused requests keep being refused (and count, so a flood cannot outwait the window by retrying).
    expect((await client('/api/subscribe', { method: 'POST', json: { email: 'not-an-email' } })).status).toBe(429);

    // The limit is per client: another address is still served.
    const elsewhere = await fromAddress(randomLoopback())('/api/subscribe', {
      method: 'POST',
      json: { email: uniqueEmail('other') },
    });
    expect(elsewhere.status).toBe(200);
  });
});
