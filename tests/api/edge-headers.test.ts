// The edge of the shop (issue 11) on the shared server: the security headers on every kind of answer, response-cache
// hits included; paths that cannot be decoded and ids out of range answer 404/4xx, never 500; a wrong method on the
// API answers 405 JSON with Allow. The proxy settings (TRUST_PROXY, an https SITE_URL) are in edge-proxy.test.ts.
import { describe, expect, it, jest } from '@jest/globals';
import { api } from '../support/api';

jest.setTimeout(60_000);

const page = (path: string) => api(path, { headers: { accept: 'text/html' } });

/** The policy's directives by name. */
function cspOf(headers: Headers): Map<string, string[]> {
  const policy = headers.get('content-security-policy');
  expect(policy).toBeTruthy();
  return new Map(
    policy!.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values] as [string, string[]];
    }),
  );
}

function expectSecurityHeaders(headers: Headers) {
  const csp = cspOf(headers);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  // This server has no payment provider configured: forms go to the shop only.
  expect(csp.get('form-action')).toEqual(["'self'"]);
  // Scripts from the shop only: no other origin, no eval.
  expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  // Plain http with the default SITE_URL: no HSTS (edge-proxy.test.ts has the https case).
  expect(headers.get('strict-transport-security')).toBeNull();
}

/** Asks until the response cache answers (it stores a response once compressed); returns that hit. */
async function responseCacheHit(path: string, accept: string) {
  for (let i = 0; i < 40; i++) {
    const res = await api(path, { headers: { accept } });
    if (res.headers.get('age') !== null) return res;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${path} never came from the response cache`);
}

describe('security headers', () => {
  it.each([
    ['a text page', '/about', 200],
    ['a catalogue page (ISR)', '/category', 200],
    ['the not-found page', '/no/such/page', 404],
    ['a JSON answer', '/api/health', 200],
    ['an unknown API path', '/api/no/such/method', 404],
    ['a static file', '/placeholder.svg', 200],
    ['robots.txt', '/robots.txt', 200],
  ])('%s (%s) carries them', async (_name, path, status) => {
    const res = await page(path);
    expect(res.status).toBe(status);
    expectSecurityHeaders(res.headers);
  });

  it('a page and an API answer served from the response cache carry them too', async () => {
    const pageHit = await responseCacheHit('/popular', 'text/html');
    expect(pageHit.status).toBe(200);
    expectSecurityHeaders(pageHit.headers);
    const apiHit = await responseCacheHit('/api/main/cat', 'application/json');
    expect(apiHit.status).toBe(200);
    expectSecurityHeaders(apiHit.headers);
  });

  it("the page's scripts all come from the shop itself", async () => {
    const res = await page('/');
    const sources = [...res.text.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src).toMatch(/^\/(?!\/)/);
  });
});

describe('Яндекс Метрика without a counter id (NEXT_PUBLIC_YANDEX_METRIKA_ID unset on this server)', () => {
  it('the settings answer says none, cacheable for everyone, and the CSP opens nothing to Yandex', async () => {
    const config = await api('/api/analytics/config');
    expect(config.status).toBe(200);
    expect(config.json).toEqual({ success: true, metrika_id: null });
    expect(config.headers.get('cache-control')).toMatch(/^public, /);
    const csp = (await page('/')).headers.get('content-security-policy');
    expect(csp).not.toMatch(/yandex|webvisor|yastatic/);
  });
});

describe('paths that cannot be read and ids out of range', () => {
  it.each(['/product/%ZZ', '/product/%00', '/product/%E0%A4%A', '/category/%ZZ', '/about%ZZ', '/category/99999999999'])(
    '%s answers the 404 page, not a 500',
    async (path) => {
      const res = await page(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expectSecurityHeaders(res.headers);
    },
  );

  it('a category id beyond the database integer is a 404 like any unknown id; a real id still shows its page', async () => {
    const [category] = (await api('/api/main/cat')).json.cats as { id: number }[];
    expect((await page(`/category/${category.id}`)).status).toBe(200);
    expect((await page(`/category/${category.id}99999999999`)).status).toBe(404);
  });

  it.each(['/api/build/meta/%E0%A4%A', '/api/build/meta/%ZZ', '/api/build/meta/%00'])(
    '%s answers a 4xx JSON refusal',
    async (path) => {
      const res = await api(path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.json).toEqual(expect.objectContaining({ success: false, error: expect.any(String) }));
    },
  );
});

describe('wrong methods on the API', () => {
  it.each([
    ['GET', '/api/vote', 'OPTIONS, POST'],
    ['PUT', '/api/main/cat', 'GET, HEAD, OPTIONS'],
    ['DELETE', '/api/health', 'GET, HEAD, OPTIONS'],
    ['PATCH', '/api/build/latest', 'GET, HEAD, OPTIONS'],
  ])('%s %s answers 405 JSON with Allow: %s', async (method, path, allow) => {
    const res = await api(path, { method, ...(method === 'GET' ? {} : { json: {} }) });
    expect(res.status).toBe(405);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.json).toEqual({ success: false, error: expect.stringMatching(/метод/i) });
    expect(res.headers.get('allow')).toBe(allow);
    expectSecurityHeaders(res.headers);
  });

  it('HEAD of a POST-only path answers 405 with Allow and no body', async () => {
    const res = await api('/api/vote', { method: 'HEAD' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('OPTIONS, POST');
    expect(res.text).toBe('');
  });

  it('the allowed methods still work after a refused one', async () => {
    expect((await api('/api/vote', { method: 'GET' })).status).toBe(405);
    const vote = await api('/api/vote', { method: 'POST', json: {} });
    expect(vote.status).toBe(400);
    expect(vote.json).toEqual(expect.objectContaining({ success: false }));
  });
});
