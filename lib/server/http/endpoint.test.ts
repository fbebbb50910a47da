import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { z } from 'zod';
import { cacheControl } from '@/lib/cache/policy';
import type * as Endpoint from './endpoint';
import type { RateLimit } from '@/lib/server/rate-limit';

// The rate-limit store (database or Redis) is the boundary: here it only records what it was asked to count.
const enforceRateLimit = jest.fn<(rule: RateLimit, subject: string) => Promise<void>>(async () => {});
jest.mock('@/lib/server/rate-limit', () => ({ enforceRateLimit }));

let endpoint: typeof Endpoint.endpoint;
let HttpError: typeof import('./errors').HttpError;
let failure: typeof import('./respond').failure;
let json: typeof import('./respond').json;
let FOREIGN_ORIGIN: string;
let SOCKET_ADDRESS_HEADER: string;
beforeAll(async () => {
  ({ endpoint } = await import('./endpoint'));
  ({ HttpError } = await import('./errors'));
  ({ failure, json } = await import('./respond'));
  ({ FOREIGN_ORIGIN } = await import('./origin-check'));
  ({ SOCKET_ADDRESS_HEADER } = await import('./client-address'));
});
beforeEach(() => {
  jest.clearAllMocks();
});

const SHOP = 'http://localhost:3000';
const LIMIT_A: RateLimit = { name: 'a', limit: 1, windowSeconds: 60 };
const LIMIT_B: RateLimit = { name: 'b', limit: 1, windowSeconds: 60 };

function request(
  method: string,
  { path = '/api/x', origin, body }: { path?: string; origin?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { [SOCKET_ADDRESS_HEADER]: '203.0.113.7', host: 'localhost:3000' };
  if (origin) headers.origin = origin;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Request(`${SHOP}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const call = (handler: ReturnType<typeof endpoint>, req: Request, params: Record<string, string> = {}) =>
  handler(req, { params: Promise.resolve(params) });

const ok = async () => json({ success: true });

describe('endpoint: same origin', () => {
  it('refuses a POST from another site with 403 before anything else runs', async () => {
    const respond = jest.fn(ok);
    const handler = endpoint({ rateLimit: LIMIT_A, body: z.object({ pid: z.number() }) }, respond);
    const response = await call(handler, request('POST', { origin: 'https://evil.example', body: { pid: 1 } }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: FOREIGN_ORIGIN });
    expect(enforceRateLimit).not.toHaveBeenCalled();
    expect(respond).not.toHaveBeenCalled();
  });

  it('lets the shop itself in', async () => {
    const response = await call(endpoint({}, ok), request('DELETE', { origin: SHOP }));
    expect(response.status).toBe(200);
  });

  it('does not check GET, nor a handler that turned the check off', async () => {
    expect((await call(endpoint({}, ok), request('GET', { origin: 'https://evil.example' }))).status).toBe(200);
    const open = endpoint({ sameOrigin: false }, ok);
    expect((await call(open, request('POST', { origin: 'https://evil.example' }))).status).toBe(200);
  });
});

describe('endpoint: rate limits', () => {
  it('counts each limit against the client address, in order, before the body is read', async () => {
    const handler = endpoint({ rateLimit: [LIMIT_A, LIMIT_B], body: z.object({ pid: z.number() }) }, ok);
    const response = await call(handler, request('POST', { body: { pid: 'x' } }));
    expect(enforceRateLimit.mock.calls).toEqual([
      [LIMIT_A, '203.0.113.7'],
      [LIMIT_B, '203.0.113.7'],
    ]);
    expect(response.status).toBe(400);
  });

  it('answers the limit’s refusal and does not run the handler', async () => {
    enforceRateLimit.mockRejectedValueOnce(new HttpError(429, 'Слишком много попыток'));
    const respond = jest.fn(ok);
    const response = await call(endpoint({ rateLimit: LIMIT_A }, respond), request('POST'));
    expect(response.status).toBe(429);
    expect(respond).not.toHaveBeenCalled();
  });
});

describe('endpoint: input', () => {
  const schema = z.object({ pid: z.number(), email: z.string().email() });

  it('gives the handler the parsed body and the client address', async () => {
    const respond = jest.fn(async ({ body, address }: { body: z.infer<typeof schema>; address: string }) =>
      json({ body, address }),
    );
    const response = await call(
      endpoint({ body: schema }, respond),
      request('POST', { body: { pid: 7, email: 'a@b.ru' } }),
    );
    expect(await response.json()).toEqual({ body: { pid: 7, email: 'a@b.ru' }, address: '203.0.113.7' });
  });

  it('refuses an invalid body with 400 and a message per field', async () => {
    const respond = jest.fn(ok);
    const response = await call(
      endpoint({ body: schema }, respond),
      request('POST', { body: { pid: 'seven', email: 'x' } }),
    );
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { success: boolean; error: string; errors: Record<string, string> };
    expect(answer.success).toBe(false);
    expect(Object.keys(answer.errors).sort()).toEqual(['email', 'pid']);
    expect(answer.error).toMatch(/^Неверное поле pid: /);
    expect(respond).not.toHaveBeenCalled();
  });

  it('parses the query string and the route params', async () => {
    const handler = endpoint(
      { query: z.object({ page: z.coerce.number().int().min(1) }), params: z.object({ id: z.string() }) },
      async ({ query, params }) => json({ page: query.page, id: params.id }),
    );
    const response = await call(handler, request('GET', { path: '/api/x?page=2' }), { id: 'abc' });
    expect(await response.json()).toEqual({ page: 2, id: 'abc' });
    const refused = await call(handler, request('GET', { path: '/api/x?page=zero' }), { id: 'abc' });
    expect(refused.status).toBe(400);
  });
});

describe('endpoint: segments', () => {
  it('a segment holding a NUL or a control character, as it came or %-escaped, names nothing: 404', async () => {
    // The shop's server escapes a path Next cannot read, so `/x/%00` reaches the route as the segment `%00`.
    const refused: Record<string, string>[] = [{ code: '%00' }, { code: 'a%00b' }, { code: 'a\u0000b' }, { id: '%0A' }];
    for (const params of refused) {
      const respond = jest.fn(ok);
      const response = await call(endpoint({}, respond), request('PATCH', { origin: SHOP }), params);
      expect([params, response.status]).toEqual([params, 404]);
      expect(respond).not.toHaveBeenCalled();
    }
  });

  it('lets other segments through, escapes included', async () => {
    for (const code of ['SUMMER-10', '%25', '%D0%BA%D1%83%D0%BA%D0%BB%D0%B0']) {
      const response = await call(endpoint({}, ok), request('PATCH', { origin: SHOP }), { code });
      expect([code, response.status]).toEqual([code, 200]);
    }
  });
});

describe('endpoint: cache', () => {
  it('sends a successful answer with its policy’s Cache-Control', async () => {
    const response = await call(endpoint({ cache: 'reviews' }, ok), request('GET'));
    expect(response.headers.get('cache-control')).toBe(cacheControl('reviews'));
  });

  it('never marks a refusal cacheable, returned or thrown', async () => {
    const returned = await call(
      endpoint({ cache: 'buildMeta' }, async () => failure(404, 'Сборка не найдена')),
      request('GET'),
    );
    expect(returned.status).toBe(404);
    expect(returned.headers.get('cache-control')).toBeNull();
    const thrown = await call(
      endpoint({ cache: 'buildMeta' }, async () => {
        throw new HttpError(404, 'Сборка не найдена');
      }),
      request('GET'),
    );
    expect(thrown.status).toBe(404);
    expect(thrown.headers.get('cache-control')).toBeNull();
  });
});
