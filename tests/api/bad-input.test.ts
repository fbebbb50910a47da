// Bad input for every POST endpoint of the catalogue (product, vote, subscribe, improve) and the search query:
// malformed JSON, wrong types, arrays and primitives instead of objects, bodies over 64 KB, absurd strings.
// The answer is always a 4xx with `{success:false, error}` (a Russian message), never a 500.
// Each request comes from a loopback address of its own (127.x.y.z), so the per-address rate limits of
// subscribe and improve (checked before the body is read) never answer in place of the validation.
import { describe, expect, it, jest } from '@jest/globals';
import { rawRequest, type RawReply, type RawRequest } from '../support/raw-http';

// The api project's `testTimeout` in jest.config.mjs is not applied (Jest reads it globally only); first
// renders on a cold server take seconds.
jest.setTimeout(60_000);

/** One raw request (a POST of JSON unless told otherwise) from a fresh loopback address. */
const send = (path: string, init: RawRequest = {}) => rawRequest(path, { method: 'POST', ...init });

const sendJson = (path: string, value: unknown) => send(path, { body: JSON.stringify(value) });

/** Every refusal: the expected 4xx (or any 4xx), JSON `{success:false, error}`, never a 5xx. */
function expectRefusal(res: RawReply, status?: number) {
  if (res.status >= 500) throw new Error(`answered ${res.status}: ${res.text.slice(0, 300)}`);
  if (status) expect(res.status).toBe(status);
  else {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  }
  expect(res.contentType).toContain('application/json');
  expect(res.json).toEqual(expect.objectContaining({ success: false, error: expect.any(String) }));
  expect(res.json.error.trim().length).toBeGreaterThan(0);
}

// A valid body for each endpoint; the cases below spoil one thing at a time.
const ENDPOINTS = {
  '/api/product': { alias: '/no-such-product.html' },
  '/api/vote': { pid: 1, rating: 5 },
  '/api/subscribe': { email: 'anna@example.com' },
  '/api/improve': { url_current: '/', text: 'Сделайте шрифт крупнее.' },
} as const;
type Endpoint = keyof typeof ENDPOINTS;
const PATHS = Object.keys(ENDPOINTS) as Endpoint[];

const RAW_BODIES: [string, string][] = [
  ['truncated JSON', '{"a":'],
  ['not JSON at all', '{bad'],
  ['single quotes', "{'email':'a@b.ru'}"],
  ['a trailing comma', '{"a":1,}'],
  ['a form body', 'pid=1&rating=5&email=a%40b.ru'],
  ['JSON with a comment', '{/* x */}'],
  ['an empty array', '[]'],
  ['an array of the object', '[{"pid":1,"rating":5,"email":"a@b.ru","alias":"/a.html"}]'],
  ['a string', '"hello"'],
  ['a number', '42'],
  ['true', 'true'],
  ['null', 'null'],
  ['an empty object', '{}'],
  ['an empty body', ''],
  ['deep nesting', '['.repeat(20_000) + ']'.repeat(20_000)],
  ['a huge number', '{"pid":1e400,"rating":1e400}'],
  ['a prototype key', '{"__proto__":{"success":true},"constructor":{"prototype":{}}}'],
];

/** For each endpoint: fields with the wrong type or absurd values. */
const FIELD_CASES: Record<Endpoint, [string, Record<string, unknown>][]> = {
  '/api/product': [
    ['alias as a number', { alias: 42 }],
    ['alias as an object', { alias: { $ne: null } }],
    ['alias as an array', { alias: ['/a.html'] }],
    ['alias as a boolean', { alias: true }],
    ['alias of 10 000 characters', { alias: `/${'a'.repeat(10_000)}.html` }],
    ['alias with a NUL byte', { alias: '/kukla\u0000.html' }],
    ['alias with SQL', { alias: "/a.html' or '1'='1" }],
    ['alias with a newline', { alias: '/kukla.html\n' }],
  ],
  '/api/vote': [
    ['pid as an object', { pid: { id: 1 } }],
    ['pid as an array', { pid: [1] }],
    ['pid as a boolean', { pid: true }],
    ['pid negative', { pid: -5 }],
    ['pid as a long digit string', { pid: '1'.repeat(40) }],
    ['pid as hex', { pid: '0x10' }],
    ['rating as an array', { rating: [5] }],
    ['rating as an object', { rating: { value: 5 } }],
    ['rating as a boolean', { rating: true }],
    ['rating as an empty string', { rating: '' }],
    ['rating as Infinity-like string', { rating: 'Infinity' }],
    ['rating of 10 000 digits', { rating: '9'.repeat(10_000) }],
  ],
  '/api/subscribe': [
    ['email as a number', { email: 42 }],
    ['email as an array', { email: ['a@b.ru'] }],
    ['email as an object', { email: { address: 'a@b.ru' } }],
    ['email null', { email: null }],
    ['email of 10 000 characters', { email: `${'a'.repeat(10_000)}@example.com` }],
    ['two emails', { email: 'a@b.ru, c@d.ru' }],
    ['email with a NUL byte', { email: 'anna\u0000@example.com' }],
    ['email with a header injection', { email: 'anna@example.com\r\nBcc: all@example.com' }],
  ],
  '/api/improve': [
    ['text as a number', { text: 42 }],
    ['text as an array', { text: ['Сделайте крупнее'] }],
    ['text as an object', { text: { body: 'x' } }],
    ['text of 10 000 characters', { text: 'я'.repeat(10_000) }],
    ['url_current as a number', { url_current: 1 }],
    ['url_current of 5 000 characters', { url_current: `/${'a'.repeat(5_000)}` }],
    ['url_current with a scheme', { url_current: 'javascript:alert(1)' }],
    ['email as a number', { email: 7 }],
    ['text with a NUL byte', { text: 'Сделайте\u0000 крупнее' }],
    ['url_current with a NUL byte', { url_current: '/about\u0000' }],
    ['email with a NUL byte', { email: 'anna\u0000@example.com' }],
  ],
};

describe.each(PATHS)('POST %s', (path) => {
  it.each(RAW_BODIES)('refuses %s with 4xx JSON', async (_name, body) => {
    expectRefusal(await send(path, { body }));
  });

  it.each(FIELD_CASES[path])('refuses %s with 400 JSON', async (_name, patch) => {
    expectRefusal(await sendJson(path, { ...ENDPOINTS[path], ...patch }), 400);
  });

  it('refuses a body over 64 KB with 413 JSON (declared Content-Length)', async () => {
    const big = JSON.stringify({ ...ENDPOINTS[path], padding: 'x'.repeat(70 * 1024) });
    expectRefusal(await send(path, { body: big }), 413);
  });

  it('refuses a body over 64 KB with 413 JSON (chunked, no Content-Length)', async () => {
    const big = JSON.stringify({ ...ENDPOINTS[path], padding: 'я'.repeat(40 * 1024) });
    expectRefusal(await send(path, { body: big, chunked: true }), 413);
  });

  it('refuses a body that is not UTF-8 with 400 JSON', async () => {
    expectRefusal(
      await send(path, { body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) }),
      400,
    );
  });

  it('takes a JSON body whatever its Content-Type says, and still validates it', async () => {
    const res = await send(path, { body: '{bad', contentType: 'text/plain' });
    expectRefusal(res, 400);
    const none = await send(path, { body: '[]', contentType: null });
    expectRefusal(none, 400);
  });
});

describe('GET /api/search/hints-and-products with odd parameters', () => {
  it.each([
    ['a 300-character query', `query=${'к'.repeat(300)}`, 400],
    ['a 10 000-character query', `query=${'a'.repeat(10_000)}`, 400],
    ['a repeated query parameter', 'query=кукла&query=мишка', 200],
    ['a broken percent-encoding', 'query=%E0%A4%A', 200],
    ['an encoded NUL', 'query=%00', 200],
    ['unknown parameters', 'foo=bar&query=кукла', 200],
  ])('%s: %s', async (_name, qs, status) => {
    const res = await send(`/api/search/hints-and-products?${encodeURI(qs).replace(/%25/g, '%')}`, {
      method: 'GET',
      contentType: null,
    });
    if (status === 200) {
      expect(res.status).toBe(200);
      expect(Object.keys(res.json).sort()).toEqual(['corrected', 'hints', 'products', 'understood']);
    } else {
      expectRefusal(res, status);
    }
  });
});

describe('error messages', () => {
  // Russian, as every message of the shop; zod's English defaults ("Invalid input: expected object…") must not leak.
  const isRussian = (error: string) => /[а-яё]/i.test(error) && !/\b[a-z]+\s+[a-z]+\b/i.test(error);

  it('are in Russian for every kind of bad body and field', async () => {
    const english: string[] = [];
    const check = (label: string, res: RawReply) => {
      if (res.json && typeof res.json.error === 'string' && !isRussian(res.json.error))
        english.push(`${label}: ${res.json.error}`);
    };
    for (const path of PATHS) {
      for (const [name, body] of RAW_BODIES) check(`${path} ${name}`, await send(path, { body }));
      for (const [name, patch] of FIELD_CASES[path])
        check(`${path} ${name}`, await sendJson(path, { ...ENDPOINTS[path], ...patch }));
    }
    expect(english).toEqual([]);
  });
});
