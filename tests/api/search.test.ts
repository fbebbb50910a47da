// GET /api/search/hints-and-products over HTTP: the as-you-type hints and products (docs/PRODUCT.md#search; issue 2: word
// forms, typos, wrong keyboard layout, Latin spelling), limits, empty and oversized queries, odd characters.
import { describe, expect, it, jest } from '@jest/globals';
import { api } from '../support/api';

// The api project's `testTimeout` in jest.config.mjs is not applied (Jest reads it globally only); first
// renders on a cold server take seconds.
jest.setTimeout(60_000);

const MAX_HINTS = 8;
const MAX_PRODUCTS = 6;
const CARD_KEYS = [
  'alias',
  'brand',
  'id',
  'image',
  'in_stock',
  'is_hit',
  'is_new',
  'name',
  'old_price',
  'price',
  'rating',
  'votes',
];

type Card = { id: number; name: string; alias: string; brand: string; [key: string]: unknown };
type Hints = { hints: string[]; products: Card[]; corrected: string | null; understood: { words: string[] } };

async function search(query: string | null): Promise<Hints> {
  const path =
    query === null
      ? '/api/search/hints-and-products'
      : `/api/search/hints-and-products?query=${encodeURIComponent(query)}`;
  const res = await api<Hints>(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  expectShape(res.json);
  return res.json;
}

function expectShape(body: Hints) {
  expect(Object.keys(body).sort()).toEqual(['corrected', 'hints', 'products', 'understood']);
  expect(Array.isArray(body.understood.words)).toBe(true);
  expect(Array.isArray(body.hints)).toBe(true);
  expect(body.hints.length).toBeLessThanOrEqual(MAX_HINTS);
  body.hints.forEach((h) => {
    expect(typeof h).toBe('string');
    expect(h.trim().length).toBeGreaterThan(0);
  });
  expect(new Set(body.hints).size).toBe(body.hints.length);
  expect(Array.isArray(body.products)).toBe(true);
  expect(body.products.length).toBeLessThanOrEqual(MAX_PRODUCTS);
  body.products.forEach((p) => {
    expect(Object.keys(p).sort()).toEqual(CARD_KEYS);
    expect(p.alias).toMatch(/^\/[a-z0-9-]+\.html$/);
  });
  expect(new Set(body.products.map((p) => p.id)).size).toBe(body.products.length);
  expect(body.corrected === null || typeof body.corrected === 'string').toBe(true);
}

const names = (body: Hints) => body.products.map((p) => p.name);

describe('GET /api/search/hints-and-products', () => {
  it("'куклы' (plural) finds dolls: products named 'Кукла …' and hints", async () => {
    const body = await search('куклы');
    expect(body.products.length).toBeGreaterThan(0);
    expect(names(body).some((n) => /Кукла/.test(n))).toBe(true);
    // Every product found is about dolls (in its name, brand or category words), most of them by name.
    expect(names(body).filter((n) => /кукл|пупс/i.test(n)).length).toBeGreaterThanOrEqual(
      Math.ceil(body.products.length / 2),
    );
    expect(body.hints.length).toBeGreaterThan(0);
    expect(body.hints.some((h) => h.includes('кукл'))).toBe(true);
  });

  it("'кукла' finds the same kind of goods as 'куклы' (word forms)", async () => {
    const [one, many] = await Promise.all([search('кукла'), search('куклы')]);
    expect(names(one).some((n) => /Кукла/.test(n))).toBe(true);
    const shared = one.products.filter((p) => many.products.some((q) => q.id === p.id));
    expect(shared.length).toBeGreaterThan(0);
  });

  it("forgives a typo: 'кукал' finds 'Кукла …' and says what it understood", async () => {
    const body = await search('кукал');
    expect(body.products.length).toBeGreaterThan(0);
    expect(names(body).some((n) => /Кукла/.test(n))).toBe(true);
    expect(body.corrected).toMatch(/кукл/);
  });

  it("understands the wrong keyboard layout: 'rerkf' is 'кукла'", async () => {
    const body = await search('rerkf');
    expect(body.products.length).toBeGreaterThan(0);
    expect(names(body).some((n) => /Кукла/.test(n))).toBe(true);
    expect(body.corrected).toBe('кукла');
  });

  it("understands Latin spelling of Russian names: 'barbi' finds 'Барби'", async () => {
    const body = await search('barbi');
    expect(body.products.length).toBeGreaterThan(0);
    expect(names(body).some((n) => /Барби/.test(n))).toBe(true);
  });

  it('answers within the limits for a short, very common prefix', async () => {
    const body = await search('к');
    expect(body.hints.length).toBeLessThanOrEqual(MAX_HINTS);
    expect(body.products.length).toBeLessThanOrEqual(MAX_PRODUCTS);
  });

  it('caps hints at 8 and products at 6 for broad queries', async () => {
    for (const q of ['кукла', 'игрушка', 'набор']) {
      const body = await search(q);
      expect(body.hints.length).toBeLessThanOrEqual(MAX_HINTS);
      expect(body.products.length).toBeLessThanOrEqual(MAX_PRODUCTS);
    }
    // A broad query fills the products box.
    expect((await search('кукла')).products.length).toBe(MAX_PRODUCTS);
  });

  it('a product found is reachable through POST /api/product', async () => {
    const [first] = (await search('кукла')).products;
    const res = await api('/api/product', { method: 'POST', json: { alias: first.alias } });
    expect(res.status).toBe(200);
    expect(res.json.product.id).toBe(first.id);
  });

  it.each([
    ['an empty query', ''],
    ['spaces only', '   '],
    ['punctuation only', '!!! ,,, ...'],
  ])('%s gives empty lists', async (_name, query) => {
    expect(await search(query)).toEqual({ hints: [], products: [], corrected: null, understood: { words: [] } });
  });

  it('no query parameter at all gives empty lists', async () => {
    expect(await search(null)).toEqual({ hints: [], products: [], corrected: null, understood: { words: [] } });
  });

  it('gibberish that matches nothing answers 200 with (possibly empty) lists, never an error', async () => {
    const body = await search('zzxqj вщщщщ');
    expectShape(body);
  });

  it.each([
    ['SQL', "'; drop table products; --"],
    ['LIKE wildcards', '%_%\\'],
    ['tsquery operators', 'кукла & | ! <-> :* ( )'],
    ['HTML', '<script>alert(1)</script>'],
    ['emoji and symbols', '🧸 ©®™ №'],
    ['digits', '30 см'],
    ['mixed scripts', 'куклаbarbi'],
    ['a NUL byte', 'кук\u0000ла'],
    ['200 characters', 'кукла '.repeat(34).slice(0, 200)],
  ])('odd input (%s) answers 200 with the contract shape', async (_name, query) => {
    await search(query);
  });

  it('a query longer than 200 characters (300) is refused with 400 JSON', async () => {
    const res = await api(`/api/search/hints-and-products?query=${encodeURIComponent('к'.repeat(300))}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.json).toEqual(expect.objectContaining({ success: false, error: expect.any(String) }));
  });

  it('answers with a public cache header and sets no cookie', async () => {
    const res = await api(`/api/search/hints-and-products?query=${encodeURIComponent('мишка')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
