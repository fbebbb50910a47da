import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api, ApiError, setTokenFaultReaction } from '@/lib/api/fetcher';
import { RELOAD_GUARD_MS, TOKEN_RELOAD_KEY } from './reload-guard';
import { installTokenFaultReload } from './token-fault';

describe('token fault in the browser: the shell reloads the page', () => {
  const fetchMock = jest.fn<typeof fetch>();
  const reload = jest.fn();
  let storage: Map<string, string>;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    fetchMock.mockReset();
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ error: 'token expired' }), { status: 401 })),
    );
    globalThis.fetch = fetchMock;
    reload.mockReset();
    storage = new Map();
    Object.assign(globalThis, {
      window: {
        location: { reload },
        sessionStorage: {
          getItem: (k: string) => storage.get(k) ?? null,
          setItem: (k: string, v: string) => storage.set(k, v),
        },
      },
      document: { cookie: '' },
    });
    installTokenFaultReload();
  });
  afterEach(() => {
    jest.useRealTimers();
    setTokenFaultReaction(() => undefined);
    delete (globalThis as { window?: unknown }).window;
    delete (globalThis as { document?: unknown }).document;
  });

  it('reloads once and records when', async () => {
    await expect(api('/api/user-info')).rejects.toMatchObject({ tokenFault: true });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.get(TOKEN_RELOAD_KEY)).toBe(String(Date.now()));
  });

  it('does not reload again within 10 s (no loop), but does after', async () => {
    await expect(api('/api/user-info')).rejects.toBeInstanceOf(ApiError);
    jest.advanceTimersByTime(RELOAD_GUARD_MS - 1);
    await expect(api('/api/user-info')).rejects.toBeInstanceOf(ApiError);
    expect(reload).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await expect(api('/api/user-info')).rejects.toBeInstanceOf(ApiError);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
