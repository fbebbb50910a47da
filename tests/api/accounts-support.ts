// Helpers of the accounts, wishlist and feedback suites: unique shoppers, signed-in clients, the outbox.
import { expect } from '@jest/globals';
import { api, apiClient, type ApiClient } from '../support/api';
import { rawRequest } from '../support/raw-http';

export { randomLoopback } from '../support/raw-http';

let counter = 0;

/** An address no other test (or run) uses, so per-login limits and duplicates never collide. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export const PASSWORD = 'kukla-2024';

export type Shopper = ApiClient & { email: string; password: string };

/** A new customer with a cookie jar, signed in through POST /api/registration. */
export async function registeredShopper(tag = 'user', client: ApiClient = apiClient()): Promise<Shopper> {
  const email = uniqueEmail(tag);
  const res = await client.api('/api/registration', { method: 'POST', json: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  expect(client.cookie('token')).toBeTruthy();
  return Object.assign(client, { email, password: PASSWORD });
}

/** Emails the server wrote for an address, newest first (needs SHOP_TEST_MODE=1 on the server). */
export async function outbox(to: string): Promise<{ subject: string; text: string; html: string | null }[]> {
  const res = await api(`/api/test/outbox?to=${encodeURIComponent(to)}`);
  if (res.status === 404) throw new Error('GET /api/test/outbox is off: start the test server with SHOP_TEST_MODE=1');
  expect(res.status).toBe(200);
  return res.json.messages;
}

/** The reset token from the newest password-reset email to the address. */
export async function resetTokenFor(email: string): Promise<string> {
  const [mail] = await outbox(email);
  expect(mail?.subject).toMatch(/Восстановление пароля/);
  const match = mail.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/);
  expect(match).not.toBeNull();
  return match![1];
}

/** Asserts the uniform refusal shape: a 4xx with `{success:false, error}` in Russian or a token-fault text. */
export function expectFailure(res: { status: number; json: any }, status: number) {
  expect(res.status).toBe(status);
  expect(res.json).toEqual(expect.objectContaining({ success: false, error: expect.any(String) }));
  expect(res.json.error.length).toBeGreaterThan(0);
}

/** A product id that exists in the demo catalogue. */
export async function someProductIds(n = 3): Promise<number[]> {
  const res = await api('/api/popular');
  expect(res.status).toBe(200);
  const ids = (res.json.products as { id: number }[]).map((p) => p.id);
  expect(ids.length).toBeGreaterThanOrEqual(n);
  return ids.slice(0, n);
}

/** `Set-Cookie` of the reply that clears the token. */
export function clearsToken(headers: Headers): boolean {
  return headers
    .getSetCookie()
    .some((line) => /^token=;/.test(line) && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line));
}

/**
 * A JSON POST sent from another client address of the shared server (which does not trust X-Forwarded-For), so
 * it neither spends the budget of the suites on 127.0.0.1 nor depends on what they spent.
 */
export function postFrom(localAddress: string, path: string, json: unknown): Promise<{ status: number; json: any }> {
  return rawRequest(path, { method: 'POST', body: JSON.stringify(json), from: localAddress });
}
