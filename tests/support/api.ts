// HTTP helpers for the API suites: `api()` for one-off calls, `apiClient()` for a shopper with a cookie jar.
import fs from 'node:fs';
import path from 'node:path';

export type ApiInit = Omit<RequestInit, 'body'> & {
  /** Serialised as JSON with `content-type: application/json`. */
  json?: unknown;
  /** Sent as is (a raw string, e.g. malformed JSON, or FormData). */
  body?: RequestInit['body'];
};

export type ApiResponse<T = unknown> = {
  status: number;
  /** Parsed body when it is JSON, otherwise null. */
  json: T;
  text: string;
  headers: Headers;
};

/** Which database the server under test runs on (matches TEST_DB of the run). */
export function testDb(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

let cachedBase: string | undefined;

export function baseUrl(): string {
  if (cachedBase) return cachedBase;
  const fromEnv = process.env.TEST_BASE_URL;
  if (fromEnv) return (cachedBase = fromEnv.replace(/\/$/, ''));
  const file = path.resolve(__dirname, '../.tmp/api-server.json');
  if (fs.existsSync(file)) return (cachedBase = JSON.parse(fs.readFileSync(file, 'utf8')).baseUrl as string);
  throw new Error(
    'No server under test: run the API suites through `jest --selectProjects api` (its globalSetup starts one).',
  );
}

/** One request. Redirects are not followed (`redirect: 'manual'`) so tests see the 3xx itself. */
export async function api<T = any>(urlPath: string, init: ApiInit = {}): Promise<ApiResponse<T>> {
  const { json, headers, ...rest } = init;
  const h = new Headers(headers);
  let body = rest.body;
  if (json !== undefined) {
    body = JSON.stringify(json);
    if (!h.has('content-type')) h.set('content-type', 'application/json');
  }
  const url = /^https?:/.test(urlPath) ? urlPath : `${baseUrl()}${urlPath}`;
  const res = await fetch(url, { redirect: 'manual', ...rest, headers: h, body });
  const text = await res.text();
  let parsed: unknown = null;
  if ((res.headers.get('content-type') ?? '').includes('json') && text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  return { status: res.status, json: parsed as T, text, headers: res.headers };
}

export type ApiClient = {
  api: <T = any>(urlPath: string, init?: ApiInit) => Promise<ApiResponse<T>>;
  /** Current cookie value, or undefined. */
  cookie: (name: string) => string | undefined;
  setCookie: (name: string, value: string) => void;
  clearCookies: () => void;
};

/** A client that keeps cookies between calls like a browser would (no domain/path/expiry logic beyond deletion). */
export function apiClient(): ApiClient {
  const jar = new Map<string, string>();
  return {
    async api(urlPath, init = {}) {
      const headers = new Headers(init.headers);
      if (jar.size && !headers.has('cookie')) {
        headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      }
      const res = await api(urlPath, { ...init, headers });
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        const expired = attrs.some((a) => {
          const [k, v] = a.trim().split('=');
          if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
          if (k.toLowerCase() === 'expires') return Date.parse(v) <= Date.now();
          return false;
        });
        if (!value || expired) jar.delete(name);
        else jar.set(name, value);
      }
      return res;
    },
    cookie: (name) => jar.get(name),
    setCookie: (name, value) => void jar.set(name, value),
    clearCookies: () => jar.clear(),
  };
}
