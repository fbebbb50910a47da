// The one token-aware fetcher of the shop API (docs/PRODUCT.md#http-client), used by every client call.
// - API base from NEXT_PUBLIC_API_BASE (default: same origin); credentials always included.
// - A bearer header when a token is available: passed in, or a readable `token` cookie (the shop's own cookie is
//   httpOnly and travels by itself).
// - Retries on 408, 409, 425, 429, 500, 502, 503, 504 (and on a network failure): once for safe methods,
//   never for PATCH, POST, PUT, DELETE. This is the only retry policy: SWR's own error retry is off app-wide
//   (components/providers/swr-provider.tsx).
// - 401 or a token-fault message: the token cookie is cleared (the server's reply clears the httpOnly one) and the
//   browser shell reacts — it reloads the page, once per 10 s at most (see setTokenFaultReaction); during server
//   rendering a needs-reload flag is set instead (see RenderContext: no server code calls this fetcher today).
// - 403: the body is the result. Any other error is thrown as ApiError.
// The contract sits below the browser shell, so it imports nothing from it: the shell registers its reaction here.
import { deleteCookie, getCookie } from 'cookies-next/client';
import { SHARED_COOKIE_OPTIONS, TOKEN_COOKIE } from '@/lib/config/cookies';

import { publicEnv } from '@/lib/config/public-env';

export const API_BASE = publicEnv.apiBase;

export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** Methods that carry a payload: never retried, the first attempt may have changed something. */
export const PAYLOAD_METHODS: ReadonlySet<string> = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);
export const TOKEN_FAULTS: readonly string[] = [
  'Malformed UTF-8 characters',
  'Syntax error, malformed JSON',
  'Wrong number of segments',
  'token expired',
  'token not found',
];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    /** A token fault: the page is reloading (browser) or must reload (server rendering). */
    readonly tokenFault = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Server rendering only: what the page must do once it reaches the browser (docs/PRODUCT.md#http-client: on the server a
 * token fault sets a needs-reload flag, since there is no page to reload yet).
 *
 * Nothing in the shop passes one today, on purpose: server pages and route handlers call the services in
 * lib/server directly, and `api()` runs only in the browser (SWR does not fetch during server rendering; actions
 * run from event handlers). It is kept for the day server code calls the API over HTTP: such a caller passes
 * `{ render }`, catches the ApiError (`tokenFault: true`), and when `render.needsReload` is set renders its guest
 * view and has the browser clear the token and reload (the flag is the caller's to act on; nothing reads it here).
 */
export type RenderContext = { needsReload?: boolean };

export type ApiOptions = Omit<RequestInit, 'body'> & {
  /** Sent as JSON unless it is already a body (FormData, URLSearchParams, Blob, string). */
  body?: unknown;
  /** Bearer token; by default a readable `token` cookie, if any. */
  token?: string | null;
  /** Login and registration: a 401 there means wrong credentials, not a stale session. */
  ignoreTokenFault?: boolean;
  /** During server rendering a token fault sets `needsReload` here instead of reloading. */
  render?: RenderContext;
};

/** One retry for safe methods, none for PATCH, POST, PUT, DELETE (docs/PRODUCT.md#http-client). */
export const retriesFor = (method: string) => (PAYLOAD_METHODS.has(method.toUpperCase()) ? 0 : 1);

export const isRetryStatus = (status: number) => RETRY_STATUSES.has(status);

/** The token-fault message (docs/PRODUCT.md#token-faults) carried by an error body (`error` or `message`), or null. */
export function tokenFaultMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  for (const field of ['error', 'message'] as const) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && TOKEN_FAULTS.includes(value.trim())) return value.trim();
  }
  return null;
}

export const isTokenFault = (status: number, body: unknown) => status === 401 || tokenFaultMessage(body) !== null;

export function readTokenCookie(): string | null {
  return getCookie(TOKEN_COOKIE) || null;
}

let tokenFaultReaction: () => void = () => undefined;

/**
 * What the browser does after a token fault, once the readable token cookie is dropped. The shell registers the
 * guarded page reload (lib/shell/token-fault.ts) before any request; until something is registered, nothing reloads.
 */
export function setTokenFaultReaction(reaction: () => void): void {
  tokenFaultReaction = reaction;
}

/** Browser reaction to a token fault: drop the readable cookie, if any, and let the shell react. */
function onTokenFault(): void {
  deleteCookie(TOKEN_COOKIE, SHARED_COOKIE_OPTIONS);
  tokenFaultReaction();
}

const isRawBody = (body: unknown): body is BodyInit =>
  typeof body === 'string' ||
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  body instanceof ArrayBuffer;

const isAbort = (error: unknown, signal?: AbortSignal | null) =>
  Boolean(signal?.aborted) || (error as { name?: string } | null)?.name === 'AbortError';

export async function api<T>(
  path: string,
  { body, token, ignoreTokenFault = false, render, headers: headersInit, ...init }: ApiOptions = {},
): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const inBrowser = typeof window !== 'undefined';
  const bearer = token === undefined && inBrowser ? readTokenCookie() : token;

  const headers = new Headers(headersInit);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (bearer && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${bearer}`);
  let payload: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (isRawBody(body)) payload = body;
    else {
      payload = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }

  const request = () =>
    fetch(`${API_BASE}${path}`, { ...init, method, headers, body: payload, credentials: 'include' });

  const send = async (): Promise<Response> => {
    for (let retriesLeft = retriesFor(method); ; retriesLeft--) {
      let response: Response;
      try {
        response = await request();
      } catch (error) {
        if (retriesLeft > 0 && !isAbort(error, init.signal)) continue; // a dropped connection on a safe request
        throw error;
      }
      if (retriesLeft > 0 && isRetryStatus(response.status)) {
        void response.body?.cancel().catch(() => undefined); // free the connection before asking again
        continue;
      }
      return response;
    }
  };

  const response = await send();
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return data as T;

  if (!ignoreTokenFault && isTokenFault(response.status, data)) {
    if (inBrowser) onTokenFault();
    else if (render) render.needsReload = true;
    throw new ApiError(response.status, tokenFaultMessage(data) ?? 'Сессия истекла', data, true);
  }
  if (response.status === 403) return data as T;

  const message = (data as { error?: unknown } | null)?.error;
  throw new ApiError(
    response.status,
    typeof message === 'string' && message ? message : `Ошибка ${response.status}`,
    data,
  );
}

/**
 * SWR fetcher: GET by key, one task later. SWR starts a hook's first request from a layout effect, inside React's
 * commit, so at hydration every island's request (the user info, the favourites, the demo strip) was started in
 * the one commit task, each reading the cookie jar and building a request: 1–5 ms apiece on a desktop, four times
 * that on a cheap phone. Waiting for the next task keeps the commit short and gives each request a task of its own
 * (docs/adr/0093-swr-after-commit.md); SWR has the promise at once, so it still shares one request per key.
 */
export const swrFetcher = async <T>(path: string): Promise<T> => {
  await nextTask();
  return api<T>(path);
};

/** Resolves in a later task: `scheduler.yield()` where the browser has it (it runs first among the waiting tasks). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
