// The search hints' fast route (issue 12, docs/adr/0055-search-fast-route.md): while the in-process index is current
// the shop's server answers GET /api/search/hints-and-products before Next's router, by the route handler's own policy
// and answer function. In test mode (SHOP_TEST_MODE=1) such answers carry `X-Shop-Fast-Route: 1`, and a request with
// `X-Shop-Skip-Fast-Route` goes to the route handler: both answers to one query are compared here, headers included.
// `Cache-Control: no-cache` keeps the response cache out of the way (it never keys such a request).
//
// Runs on the suite's server (PGlite or PostgreSQL). A product's price is changed through the back office (which
// invalidates search) and set back at the end.
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { api, type ApiResponse } from '../support/api';
import { adminClient, type StaffClient } from '../support/staff';

jest.setTimeout(120_000);

const PATH = '/api/search/hints-and-products';
const FAST = 'x-shop-fast-route';
const uncached = { 'cache-control': 'no-cache' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const url = (query: string) => `${PATH}?query=${encodeURIComponent(query)}`;

/** Headers that describe one transfer, or the route taken, rather than the answer. */
const TRANSFER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', FAST]);
const answerHeaders = (res: ApiResponse) =>
  Object.fromEntries([...res.headers].filter(([name]) => !TRANSFER.has(name)).sort(([a], [b]) => a.localeCompare(b)));

/** The index is built in the background at start: asks until a fresh query is answered by the fast route. */
async function untilFast() {
  for (let i = 0; i < 300; i++) {
    const res = await api(url(`кукла ${i}`), { headers: uncached });
    if (res.headers.get(FAST) === '1') return res;
    await sleep(100);
  }
  throw new Error('the fast route never answered: is the in-process search index built?');
}

let restore: (() => Promise<unknown>) | undefined;
afterAll(async () => {
  await restore?.();
});

describe('search hints: the fast route before Next', () => {
  it.each([
    ['a word and the start of another', 'кукла бар'],
    ['a typo', 'кукал'],
    ['the other layout', 'rerkf ,fh'],
    ['a word form the lexicon lacks', 'куклами'],
    ['nothing found', 'зззщщщ'],
    ['only punctuation', '!!!'],
    ['a gift phrasing (age, whom for, budget)', 'подарок девочке 5 лет до 2000'],
    ['a gift phrasing with catalogue words', 'кукла от 1000 до 3000 '],
  ])('answers %s exactly as the route handler does', async (_name, query) => {
    await untilFast();
    const fast = await api(url(query), { headers: uncached });
    const handler = await api(url(query), { headers: { ...uncached, 'x-shop-skip-fast-route': '1' } });
    expect(fast.headers.get(FAST)).toBe('1');
    expect(handler.headers.get(FAST)).toBeNull();
    expect(fast.status).toBe(200);
    expect(handler.status).toBe(200);
    expect(fast.text).toBe(handler.text);
    expect(answerHeaders(fast)).toEqual(answerHeaders(handler));
    expect(fast.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    expect(fast.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('is kept by the response cache like any answer: a second request is a hit', async () => {
    await untilFast();
    const query = `мягкая игр ${Date.now()}`;
    const first = await api(url(query));
    expect(first.headers.get(FAST)).toBe('1');
    expect(first.headers.get('x-cache')).toBe('MISS');
    let again = await api(url(query), { headers: { 'accept-encoding': 'br' } });
    for (let i = 0; i < 50 && again.headers.get('x-cache') !== 'HIT'; i++) {
      await sleep(20);
      again = await api(url(query), { headers: { 'accept-encoding': 'br' } });
    }
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.text).toBe(first.text);
  });

  it('leaves to the route handler what it does not serve: a refused query, HEAD', async () => {
    await untilFast();
    const long = await api(url('к'.repeat(300)), { headers: uncached });
    expect(long.status).toBe(400);
    expect(long.headers.get(FAST)).toBeNull();
    expect(long.json).toEqual(expect.objectContaining({ success: false, error: expect.any(String) }));
    const head = await api(url('кукла'), { method: 'HEAD', headers: uncached });
    expect(head.status).toBe(200);
    expect(head.headers.get(FAST)).toBeNull();
  });

  it('leaves the answer to the route handler while a catalogue change may have made the index stale', async () => {
    await untilFast();
    const admin: StaffClient = await adminClient();
    const products = (await api('/api/new')).json.products as { id: number; price: number }[];
    const product = products[products.length - 1];
    const changed = await admin.api(`/api/admin/products/${product.id}`, {
      method: 'PATCH',
      json: { price: product.price + 1, old_price: null },
    });
    expect(changed.status).toBe(200);
    restore = () => admin.api(`/api/admin/products/${product.id}`, { method: 'PATCH', json: { price: product.price } });
    // The invalidation made the index doubtful: the first request after it goes through Next (which starts the
    // check), and once the stamp says the index is current the fast route answers again.
    const after = await api(url('кукла по'), { headers: uncached });
    expect(after.status).toBe(200);
    expect(after.headers.get(FAST)).toBeNull();
    expect((await untilFast()).status).toBe(200);
  });
});
