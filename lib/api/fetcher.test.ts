import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  api,
  ApiError,
  isTokenFault,
  PAYLOAD_METHODS,
  readTokenCookie,
  RETRY_STATUSES,
  retriesFor,
  setTokenFaultReaction,
  TOKEN_FAULTS,
  tokenFaultMessage,
  type RenderContext,
} from './fetcher';

type Reply = { status: number; body?: unknown } | Error;

const fetchMock = jest.fn<typeof fetch>();
const reply = (r: Reply) =>
  r instanceof Error
    ? Promise.reject(r)
    : Promise.resolve(
        new Response(r.status === 204 ? null : r.body === undefined ? '' : JSON.stringify(r.body), {
          status: r.status,
        }),
      );

/** Answers the calls in order; the last answer repeats. */
function answer(...replies: Reply[]) {
  let call = 0;
  fetchMock.mockImplementation(() => reply(replies[Math.min(call++, replies.length - 1)]));
}

const requestOf = (n = 0) => fetchMock.mock.calls[n][1] as RequestInit & { headers: Headers };

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

describe('retry table', () => {
  const safe = ['GET', 'HEAD', 'OPTIONS'];
  const payload = ['PATCH', 'POST', 'PUT', 'DELETE'];

  it('lists exactly the retried statuses and the payload methods', () => {
    expect([...RETRY_STATUSES]).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect([...PAYLOAD_METHODS]).toEqual(['PATCH', 'POST', 'PUT', 'DELETE']);
    expect(safe.map(retriesFor)).toEqual([1, 1, 1]);
    expect(payload.map(retriesFor)).toEqual([0, 0, 0, 0]);
    expect(retriesFor('post')).toBe(0);
  });

  for (const status of RETRY_STATUSES) {
    for (const method of safe) {
      it(`${method} answered ${status} is retried once, then thrown`, async () => {
        answer({ status, body: { error: 'busy' } });
        await expect(api('/api/x', { method })).rejects.toMatchObject({ status, message: 'busy' });
        expect(fetchMock).toHaveBeenCalledTimes(2);
      });
    }
    for (const method of payload) {
      it(`${method} answered ${status} is not retried`, async () => {
        answer({ status, body: { error: 'busy' } });
        await expect(api('/api/x', { method, body: { a: 1 } })).rejects.toBeInstanceOf(ApiError);
        expect(fetchMock).toHaveBeenCalledTimes(1);
      });
    }
  }

  for (const status of [400, 404, 410, 422, 501, 505]) {
    it(`GET answered ${status} is not retried`, async () => {
      answer({ status, body: { error: 'no' } });
      await expect(api('/api/x')).rejects.toMatchObject({ status });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  }

  it('a retry that succeeds gives its body', async () => {
    answer({ status: 503 }, { status: 200, body: { products: [] } });
    await expect(api('/api/popular')).resolves.toEqual({ products: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a network failure is retried once for GET, never for POST, never when aborted', async () => {
    answer(new TypeError('Failed to fetch'), { status: 200, body: { ok: true } });
    await expect(api('/api/x')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockReset();
    answer(new TypeError('Failed to fetch'));
    await expect(api('/api/x', { method: 'POST', body: {} })).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockReset();
    const controller = new AbortController();
    controller.abort();
    answer(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    await expect(api('/api/x', { signal: controller.signal })).rejects.toThrow('aborted');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('request shape', () => {
  it('includes credentials, asks for JSON and sends JSON bodies', async () => {
    answer({ status: 200, body: { success: true } });
    await api('/api/vote', { method: 'post', body: { pid: 1, rating: 5 } });
    const init = requestOf();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/vote');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.headers.get('Accept')).toBe('application/json');
    expect(init.headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"pid":1,"rating":5}');
    expect(init.headers.has('Authorization')).toBe(false);
  });

  it('sends a bearer header when a token is available', async () => {
    answer({ status: 200, body: {} });
    await api('/api/user-info', { token: 'abc.def.ghi' });
    expect(requestOf().headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('passes FormData through untouched', async () => {
    answer({ status: 200, body: {} });
    const form = new FormData();
    form.set('a', '1');
    await api('/api/x', { method: 'POST', body: form });
    expect(requestOf().body).toBe(form);
    expect(requestOf().headers.has('Content-Type')).toBe(false);
  });

  it('answers null for 204 and for bodies that are not JSON', async () => {
    answer({ status: 204 });
    await expect(api('/api/x', { method: 'DELETE' })).resolves.toBeNull();
    answer({ status: 200 });
    await expect(api('/api/x')).resolves.toBeNull();
  });
});

describe('errors', () => {
  it('403: the body is the result, not an error', async () => {
    answer({ status: 403, body: { success: false, error: 'Нет доступа' } });
    await expect(api('/api/user-orders')).resolves.toEqual({ success: false, error: 'Нет доступа' });
  });

  it('other errors are thrown with the server text and body', async () => {
    answer({ status: 422, body: { success: false, error: 'Неверный email' } });
    const error = (await api('/api/subscribe', { method: 'POST', body: {} }).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Неверный email');
    expect(error.body).toEqual({ success: false, error: 'Неверный email' });
    expect(error.tokenFault).toBe(false);
  });

  it('an error without a text gets a generic one', async () => {
    answer({ status: 404 });
    await expect(api('/api/nothing')).rejects.toThrow('Ошибка 404');
  });
});

describe('token faults', () => {
  it('recognises 401 and each listed message, in `error` or `message`', () => {
    expect(isTokenFault(401, null)).toBe(true);
    for (const message of TOKEN_FAULTS) {
      expect(isTokenFault(400, { error: message })).toBe(true);
      expect(isTokenFault(500, { message })).toBe(true);
      expect(tokenFaultMessage({ error: message })).toBe(message);
    }
    expect(isTokenFault(400, { error: 'token' })).toBe(false);
    expect(isTokenFault(400, { error: 'Token Expired!' })).toBe(false);
    expect(isTokenFault(400, 'token expired')).toBe(false);
  });

  describe('in the browser', () => {
    // The shell's reaction (a guarded reload, lib/shell/token-fault.ts) stands in as a mock here.
    const react = jest.fn();

    beforeEach(() => {
      react.mockReset();
      setTokenFaultReaction(react);
      Object.assign(globalThis, { window: {}, document: { cookie: '' } });
    });
    afterEach(() => {
      setTokenFaultReaction(() => undefined);
      delete (globalThis as { window?: unknown }).window;
      delete (globalThis as { document?: unknown }).document;
    });

    it('reads a readable token cookie for the bearer header', async () => {
      const browser = globalThis as unknown as { document: { cookie: string } };
      browser.document.cookie = 'a=1; token=abc%2Edef; b=2';
      expect(readTokenCookie()).toBe('abc.def');
      browser.document.cookie = 'a=1';
      expect(readTokenCookie()).toBeNull();
      browser.document.cookie = 'token=t1';
      answer({ status: 200, body: {} });
      await api('/api/user-info');
      expect(requestOf().headers.get('Authorization')).toBe('Bearer t1');
    });

    it('401: clears the token cookie, lets the shell react once, and throws', async () => {
      answer({ status: 401, body: { error: 'token expired' } });
      const error = (await api('/api/user-info').catch((e) => e)) as ApiError;
      expect(error.tokenFault).toBe(true);
      expect(error.message).toBe('token expired');
      expect(fetchMock).toHaveBeenCalledTimes(1); // 401 is not a retry status
      expect(react).toHaveBeenCalledTimes(1);
      expect((globalThis as unknown as { document: { cookie: string } }).document.cookie).toBe(
        'token=; Max-Age=-1; Path=/; SameSite=Lax',
      );
    });

    it('a token message with another status is a token fault too', async () => {
      for (const message of TOKEN_FAULTS) {
        react.mockReset();
        answer({ status: 400, body: { error: message } });
        await expect(api('/api/favorite')).rejects.toMatchObject({ tokenFault: true });
        expect(react).toHaveBeenCalledTimes(1);
      }
    });

    it('ignoreTokenFault (login): a plain error, no reaction', async () => {
      answer({ status: 401, body: { error: 'Неверный логин' } });
      await expect(api('/api/login', { method: 'POST', body: {}, ignoreTokenFault: true })).rejects.toMatchObject({
        status: 401,
        tokenFault: false,
        message: 'Неверный логин',
      });
      expect(react).not.toHaveBeenCalled();
    });
  });

  it('during server rendering: sets needsReload instead of reloading', async () => {
    expect(typeof window).toBe('undefined');
    const render: RenderContext = {};
    answer({ status: 400, body: { error: 'Wrong number of segments' } });
    await expect(api('/api/user-info', { token: 'bad', render })).rejects.toMatchObject({ tokenFault: true });
    expect(render.needsReload).toBe(true);
  });
});
