// The catalogue API over HTTP (docs/PRODUCT.md#catalogue): categories, the four product lists, one product,
// the guest's user-info, generated media, unknown API paths and wrong methods. Shapes are checked key for key
// against lib/api/types.ts.
import { describe, expect, it, jest } from '@jest/globals';
import { api, apiClient, baseUrl } from '../support/api';

// The api project's `testTimeout` in jest.config.mjs is not applied (Jest reads it globally only); first
// renders on a cold server take seconds.
jest.setTimeout(60_000);

// ---- shapes of lib/api/types.ts ------------------------------------------------------------------------------

const CATEGORY_KEYS = ['alias', 'id', 'image', 'name'];
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
const DETAIL_KEYS = [
  ...CARD_KEYS,
  'age_from',
  'article',
  'category',
  'day_offer',
  'description',
  'images',
  'related',
  'specs',
  'stock',
].sort();

const sortedKeys = (value: object) => Object.keys(value).sort();

function expectCategory(c: any) {
  expect(sortedKeys(c)).toEqual(CATEGORY_KEYS);
  expect(Number.isInteger(c.id) && c.id > 0).toBe(true);
  expect(c.alias).toMatch(/^\/[a-z0-9-]+$/);
  expect(typeof c.name).toBe('string');
  expect(c.name.trim().length).toBeGreaterThan(0);
  // Category images are svg, png or jpg (anything else is replaced by a placeholder).
  expect(c.image).toMatch(/\.(svg|png|jpe?g)(\?.*)?$/i);
}

function expectCard(p: any) {
  expect(sortedKeys(p)).toEqual(CARD_KEYS);
  expect(Number.isInteger(p.id) && p.id > 0).toBe(true);
  expect(p.alias).toMatch(/^\/[a-z0-9]+(?:-[a-z0-9]+)*\.html$/);
  expect(typeof p.name).toBe('string');
  expect(p.name.length).toBeGreaterThan(0);
  expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
  if (p.old_price !== null) {
    expect(Number.isInteger(p.old_price)).toBe(true);
    expect(p.old_price).toBeGreaterThan(p.price);
  }
  expect(typeof p.image).toBe('string');
  expect(p.image.startsWith('/')).toBe(true);
  expect(typeof p.brand).toBe('string');
  expect(typeof p.rating).toBe('number');
  expect(p.rating).toBeGreaterThanOrEqual(0);
  expect(p.rating).toBeLessThanOrEqual(5);
  expect(Number.isInteger(p.votes) && p.votes >= 0).toBe(true);
  if (p.votes === 0) expect(p.rating).toBe(0);
  else expect(p.rating).toBeGreaterThanOrEqual(1);
  for (const flag of ['in_stock', 'is_new', 'is_hit']) expect(typeof p[flag]).toBe('boolean');
}

function expectFailure(res: { status: number; json: any; headers: Headers }, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(res.json).toEqual(expect.objectContaining({ success: false, error: expect.any(String) }));
  expect(res.json.error.length).toBeGreaterThan(0);
}

async function productList(kind: 'popular' | 'new' | 'sale' | 'hit') {
  const res = await api(`/api/${kind}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(sortedKeys(res.json)).toEqual(['products']);
  return res.json.products as any[];
}

const postProduct = (alias: unknown) => api('/api/product', { method: 'POST', json: { alias } });

// ---- GET /api/main/cat -------------------------------------------------------------------------------------------

describe('GET /api/main/cat', () => {
  it('answers {cats} with every category of the demo catalogue', async () => {
    const res = await api('/api/main/cat');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(sortedKeys(res.json)).toEqual(['cats']);
    const cats = res.json.cats as any[];
    expect(cats.length).toBeGreaterThanOrEqual(12);
    cats.forEach(expectCategory);
    expect(new Set(cats.map((c) => c.id)).size).toBe(cats.length);
    expect(new Set(cats.map((c) => c.alias)).size).toBe(cats.length);
    // Russian names.
    expect(cats.every((c) => /[а-яё]/i.test(c.name))).toBe(true);
  });
});

// ---- GET /api/popular, /api/new, /api/sale, /api/hit --------------------------------------------------------------

describe('product lists', () => {
  it.each(['popular', 'new', 'sale', 'hit'] as const)(
    'GET /api/%s answers {products} of product cards in stock',
    async (kind) => {
      const products = await productList(kind);
      expect(products.length).toBeGreaterThan(0);
      expect(products.length).toBeLessThanOrEqual(20);
      products.forEach(expectCard);
      expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
      // The lists offer what can be bought.
      expect(products.every((p) => p.in_stock)).toBe(true);
    },
  );

  it('sale: every product is discounted (old_price > price), biggest discount first', async () => {
    const products = await productList('sale');
    for (const p of products) {
      expect(p.old_price).not.toBeNull();
      expect(p.old_price).toBeGreaterThan(p.price);
    }
    const discounts = products.map((p) => (p.old_price - p.price) / p.old_price);
    for (let i = 1; i < discounts.length; i++) expect(discounts[i]).toBeLessThanOrEqual(discounts[i - 1] + 1e-9);
  });

  it('new: every product is_new', async () => {
    expect((await productList('new')).every((p) => p.is_new)).toBe(true);
  });

  it('hit: every product is_hit', async () => {
    expect((await productList('hit')).every((p) => p.is_hit)).toBe(true);
  });

  it('popular is a list of its own (not the same as new or sale)', async () => {
    const [popular, fresh, sale] = await Promise.all([productList('popular'), productList('new'), productList('sale')]);
    const ids = (list: any[]) => list.map((p) => p.id).join(',');
    expect(ids(popular)).not.toBe(ids(fresh));
    expect(ids(popular)).not.toBe(ids(sale));
  });

  it('may be cached by browsers and proxies for a short while (public data)', async () => {
    const res = await api('/api/popular');
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

// ---- POST /api/product -------------------------------------------------------------------------------------------

describe('POST /api/product', () => {
  it('answers {success, product} with the full card, category and related goods', async () => {
    const [card] = await productList('popular');
    const res = await postProduct(card.alias);
    expect(res.status).toBe(200);
    expect(sortedKeys(res.json)).toEqual(['product', 'success']);
    expect(res.json.success).toBe(true);
    const product = res.json.product;
    expect(sortedKeys(product)).toEqual(DETAIL_KEYS);
    expectCard(Object.fromEntries(CARD_KEYS.map((k) => [k, product[k]])));
    // The detail agrees with the card in the list.
    for (const key of CARD_KEYS) expect(product[key]).toEqual(card[key]);

    expect(typeof product.description).toBe('string');
    expect(product.description.length).toBeGreaterThan(20);
    expect(product.images.length).toBeGreaterThanOrEqual(1);
    expect(product.images[0]).toBe(product.image);
    product.images.forEach((src: unknown) => expect(src).toMatch(/^\//));
    expect(typeof product.article).toBe('string');
    expect(product.article.length).toBeGreaterThan(0);
    expect(Number.isInteger(product.age_from) && product.age_from >= 0).toBe(true);
    expect(Number.isInteger(product.stock)).toBe(true);
    expect(product.in_stock).toBe(product.stock > 0);
    expect(Array.isArray(product.specs)).toBe(true);
    for (const row of product.specs) {
      expect(sortedKeys(row)).toEqual(['name', 'value']);
      expect(typeof row.name).toBe('string');
      expect(typeof row.value).toBe('string');
    }
    expectCategory(product.category);

    expect(Array.isArray(product.related)).toBe(true);
    expect(product.related.length).toBeGreaterThan(0);
    expect(product.related.length).toBeLessThanOrEqual(8);
    product.related.forEach(expectCard);
    expect(product.related.map((p: any) => p.id)).not.toContain(product.id);
    expect(product.related.every((p: any) => p.in_stock)).toBe(true);

    // Related goods come from the product's own category.
    const [first] = product.related;
    const relatedDetail = await postProduct(first.alias);
    expect(relatedDetail.status).toBe(200);
    expect(relatedDetail.json.product.category.id).toBe(product.category.id);
  });

  it('finds every product of the lists by its alias', async () => {
    const cards = (await Promise.all((['new', 'sale', 'hit'] as const).map(productList))).map((list) => list[0]);
    for (const card of cards) {
      const res = await postProduct(card.alias);
      expect(res.status).toBe(200);
      expect(res.json.product.id).toBe(card.id);
    }
  });

  it('answers 404 JSON for a well-formed alias that no product has', async () => {
    const res = await postProduct('/no-such-product-in-this-shop.html');
    expectFailure(res, 404);
    expect(res.json.error).toBe('Товар не найден');
  });

  it.each([
    ['without the leading slash', 'kukla.html'],
    ['without .html', '/kukla'],
    ['in Cyrillic', '/кукла.html'],
    ['with capitals', '/Kukla.html'],
    ['with a path traversal', '/../etc/passwd.html'],
    ['with a query', '/kukla.html?x=1'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(400)}.html`],
  ])('refuses an alias %s with 400 JSON', async (_name, alias) => {
    expectFailure(await postProduct(alias), 400);
  });

  it.each([
    ['a number', 123],
    ['null', null],
    ['an array', ['/kukla.html']],
    ['an object', { alias: '/kukla.html' }],
  ])('refuses an alias that is %s with 400 JSON', async (_name, alias) => {
    expectFailure(await postProduct(alias), 400);
  });

  it('refuses a missing alias with 400 JSON naming the field', async () => {
    const res = await api('/api/product', { method: 'POST', json: {} });
    expectFailure(res, 400);
    expect(res.json.errors).toEqual(expect.objectContaining({ alias: expect.any(String) }));
  });
});

// ---- GET /api/user-info (guest) ----------------------------------------------------------------------------------

describe('GET /api/user-info', () => {
  it('a guest gets is_guest 1, cart_count 0 and the city phone; private, and no cookie is set', async () => {
    const res = await api('/api/user-info');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ is_guest: 1, cart_count: 0, city_phone: '+7 (495) 123-45-67', city: null });
    expect(res.headers.get('cache-control')).toMatch(/private|no-store/);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('a guest who has voted (and so holds a guest cookie) is still a guest with an empty cart', async () => {
    const [card] = await productList('hit');
    const guest = apiClient();
    const vote = await guest.api('/api/vote', { method: 'POST', json: { pid: card.id, rating: 4 } });
    expect(vote.status).toBe(200);
    expect(guest.cookie('guest')).toBeTruthy();
    const res = await guest.api('/api/user-info');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ is_guest: 1, cart_count: 0, city_phone: '+7 (495) 123-45-67', city: null });
  });
});

// ---- /media -------------------------------------------------------------------------------------------------------

describe('GET /media/…', () => {
  it('serves a product picture as WebP, cached forever', async () => {
    const [card] = await productList('popular');
    expect(card.image).toMatch(/^\/media\/p\/[a-z]+-\d-\d\.webp$/);
    const res = await fetch(`${baseUrl()}${card.image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('serves a demo category picture as PNG, the one the seeded catalogue names', async () => {
    const { cats } = (await api('/api/main/cat')).json;
    const image: string = cats.find((c: { alias: string }) => c.alias === '/kukly').image;
    expect(image).toBe('/media/c/kukly.png');
    const res = await api(image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
  });

  it('serves a category picture named .svg (a database seeded before) as a sandboxed SVG', async () => {
    const res = await api('/media/c/kukly.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
    expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(res.text).toMatch(/<svg[\s>]/);
  });

  it.each([
    '/media/p/nothing.webp',
    '/media/p/doll-0-1.png',
    '/media/p/doll-9-1.webp', // palette out of range
    '/media/p/doll-0-9.webp', // variant out of range
    '/media/p/dragon-0-1.webp',
    '/media/c/no-such-category.svg',
    '/media/x/doll-0-1.webp',
    '/media/p',
    '/media/p/doll-0-1.webp/more',
    '/media/p/..%2F..%2Fpackage.json',
    '/media/c/%2E%2E%2Fpackage.json',
  ])('answers 404 JSON for %s', async (path) => {
    expectFailure(await api(path), 404);
  });
});

// ---- unknown API paths, wrong methods -----------------------------------------------------------------------------

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/x'],
    ['GET', '/api/main'],
    ['GET', '/api/main/cat/extra'],
    ['POST', '/api/no-such-method'],
    ['PUT', '/api/a/b/c'],
    ['DELETE', '/api/x'],
    ['PATCH', '/api/x'],
  ])('%s %s answers 404 JSON', async (method, path) => {
    const res = await api(path, { method, ...(method === 'GET' ? {} : { json: {} }) });
    expectFailure(res, 404);
  });
});

describe('wrong HTTP methods', () => {
  it.each([
    ['GET', '/api/product'],
    ['GET', '/api/vote'],
    ['GET', '/api/subscribe'],
    ['GET', '/api/improve'],
    ['POST', '/api/main/cat'],
    ['POST', '/api/popular'],
    ['DELETE', '/api/sale'],
    ['PUT', '/api/search/hints-and-products'],
    ['POST', '/api/user-info'],
  ])('%s %s answers 405', async (method, path) => {
    const res = await api(path, { method, ...(method === 'GET' ? {} : { json: {} }) });
    expect(res.status).toBe(405);
  });
});

// ---- the response cache in front of Next.js (lib/server/http/response-cache/) ---------------------------------------

describe('response cache', () => {
  it('answers a repeated public catalogue call from memory, compressed as the client asks', async () => {
    const first = await api('/api/main/cat');
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    let hit = await api('/api/main/cat', { headers: { 'accept-encoding': 'br' } });
    // The first answer is stored once it is compressed: allow it a moment.
    for (let i = 0; i < 20 && hit.headers.get('age') === null; i++) {
      await new Promise((r) => setTimeout(r, 50));
      hit = await api('/api/main/cat', { headers: { 'accept-encoding': 'br' } });
    }
    expect(hit.headers.get('age')).toMatch(/^\d+$/);
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(hit.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(hit.json).toEqual(first.json);
  });

  it('never keeps a personal answer', async () => {
    const shopper = apiClient();
    for (let i = 0; i < 3; i++) {
      const res = await shopper.api('/api/user-info');
      expect(res.headers.get('cache-control')).toMatch(/private|no-store/);
      expect(res.headers.get('age')).toBeNull();
    }
  });

  it('sends a request that asks for a fresh copy to the application', async () => {
    await api('/sale');
    const fresh = await api('/sale', { headers: { 'cache-control': 'no-cache', accept: 'text/html' } });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('age')).toBeNull();
  });
});
