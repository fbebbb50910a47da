// What needs a server of its own: tokens signed with a known AUTH_SECRET (expired, unknown session) and
// exhausting the per-address, per-login and per-email rate limits, which would otherwise refuse the other suites
// sharing 127.0.0.1. This server trusts X-Forwarded-For (TRUST_PROXY=1), so every test uses its own client address.
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { api, testDb } from '../support/api';
import { createTestDatabase, DEFAULT_ADMIN_URL, type TestDatabase } from '../support/postgres-db';
import { startServer, type RunningServer } from '../support/server';
import { PASSWORD, uniqueEmail } from './accounts-support';

const SECRET = `isolated-test-secret-${randomUUID()}`;
let server: RunningServer;
let database: TestDatabase | undefined;

beforeAll(async () => {
  if (testDb() === 'postgres') database = await createTestDatabase(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
  server = await startServer({
    databaseUrl: database?.url,
    label: `${testDb()}-accounts`,
    env: { AUTH_SECRET: SECRET, TRUST_PROXY: '1', SEED_DEMO: '0', SHOP_TEST_MODE: '1' },
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const at = (path: string) => `${server.baseUrl}${path}`;
let lastOctet = 0;
/** A client address of its own for each test. */
const newAddress = () => `10.77.${Math.floor(++lastOctet / 250)}.${lastOctet % 250}`;

const b64 = (value: string) => Buffer.from(value).toString('base64url');
function sign(payload: Record<string, unknown>, secret = SECRET): string {
  const head = `${b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64(JSON.stringify(payload))}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}
const now = () => Math.floor(Date.now() / 1000);

async function register(address: string): Promise<{ token: string; sub: string }> {
  const res = await api(at('/api/registration'), {
    method: 'POST',
    headers: { 'x-forwarded-for': address },
    json: { email: uniqueEmail('iso'), password: PASSWORD },
  });
  expect(res.status).toBe(200);
  const token = res.headers
    .getSetCookie()
    .find((l) => l.startsWith('token='))!
    .split(';')[0]
    .slice('token='.length);
  const sub = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
  return { token, sub };
}

describe('tokens signed with the shop key', () => {
  it('a token the shop issued works; the same claims past their expiry answer 401 "token expired"', async () => {
    const { token, sub } = await register(newAddress());
    expect((await api(at('/api/user-info'), { headers: { cookie: `token=${token}` } })).json.is_guest).toBe(0);

    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const expired = sign({ ...claims, sub, iat: now() - 31 * 86400, exp: now() - 60 });
    const res = await api(at('/api/user-info'), { headers: { cookie: `token=${expired}` } });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ success: false, error: 'token expired' });
    expect(res.headers.getSetCookie().some((l) => /^token=;/.test(l))).toBe(true);
  });

  it('a genuine signature for a session or user the shop does not know answers 401 "token not found"', async () => {
    const { sub } = await register(newAddress());
    for (const payload of [
      { sub, jti: randomUUID(), iat: now(), exp: now() + 3600 }, // never issued (or revoked and purged)
      { sub: '987654321', jti: randomUUID(), iat: now(), exp: now() + 3600 }, // no such user
      { jti: randomUUID(), iat: now(), exp: now() + 3600 }, // no user at all
    ]) {
      const res = await api(at('/api/user-personal'), { headers: { authorization: `Bearer ${sign(payload)}` } });
      expect(res.status).toBe(401);
      expect(res.json.error).toBe('token not found');
    }
  });

  it('a token signed with another key answers 401', async () => {
    const { token } = await register(newAddress());
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const res = await api(at('/api/user-info'), {
      headers: { cookie: `token=${sign(claims, 'some-other-secret-some-other-secret')}` },
    });
    expect(res.status).toBe(401);
    const none = `${b64(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${token.split('.')[1]}.`;
    expect((await api(at('/api/user-info'), { headers: { cookie: `token=${none}` } })).status).toBe(401);
  });
});

describe('absurd input', () => {
  it('a password longer than 128 characters is refused before hashing', async () => {
    const res = await api(at('/api/registration'), {
      method: 'POST',
      headers: { 'x-forwarded-for': newAddress() },
      json: { email: uniqueEmail('long'), password: 'x'.repeat(129) },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ password: expect.any(String) });
  });
});

describe('rate limits per client address (429 with a Russian message)', () => {
  it.each([
    ['POST', '/api/login', 50],
    ['POST', '/api/registration', 50],
    ['POST', '/api/change-pass', 20],
    ['POST', '/api/reset-password', 20],
    ['POST', '/api/reviews', 10],
    ['POST', '/api/questions', 10],
    ['POST', '/api/wholesale-request', 10],
    ['POST', '/api/improve', 10],
    ['POST', '/api/vote', 60],
  ] as const)('%s %s allows %i requests per address', async (method, path, limit) => {
    const address = newAddress();
    // Invalid bodies: counted like any attempt, cheap to answer.
    const hit = (from: string) => api(at(path), { method, headers: { 'x-forwarded-for': from }, json: {} });
    for (let i = 0; i < limit; i++) expect((await hit(address)).status).toBe(400);
    const refused = await hit(address);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ success: false, error: 'Слишком много попыток. Пожалуйста, попробуйте позже.' });
    expect((await hit(newAddress())).status).toBe(400); // someone else is not affected
  });
});

const RATE_LIMIT_MESSAGE = 'Слишком много попыток. Пожалуйста, попробуйте позже.';

describe('the per-(login, address) limit counts failed logins only', () => {
  const login = (address: string, body: { login: string; password: string }) =>
    api(at('/api/login'), { method: 'POST', headers: { 'x-forwarded-for': address }, json: body });

  it('a customer who signs in often is never refused; an address that keeps failing is, after 8', async () => {
    const email = uniqueEmail('often');
    const reg = await api(at('/api/registration'), {
      method: 'POST',
      headers: { 'x-forwarded-for': newAddress() },
      json: { email, password: PASSWORD },
    });
    expect(reg.status).toBe(200);

    // More successful logins than the limit (8 per 15 min), from one address and from several.
    const home = newAddress();
    for (let i = 0; i < 12; i++) {
      expect((await login(i % 2 ? home : newAddress(), { login: email, password: PASSWORD })).status).toBe(200);
    }

    // Failures count: 7 of them, a success in between (which neither counts nor wipes them), the 8th, then 429.
    const address = newAddress();
    for (let i = 0; i < 7; i++)
      expect((await login(address, { login: email, password: `guess-${i}` })).status).toBe(400);
    expect((await login(address, { login: email.toUpperCase(), password: PASSWORD })).status).toBe(200);
    expect((await login(address, { login: email, password: 'guess-7' })).status).toBe(400);
    const refused = await login(address, { login: email, password: 'guess-8' });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ success: false, error: RATE_LIMIT_MESSAGE });
    // That address now waits for the window, whatever the password; every other address does not.
    expect((await login(address, { login: email, password: PASSWORD })).status).toBe(429);
    expect((await login(newAddress(), { login: email, password: 'guess-9' })).status).toBe(400);
    expect((await login(home, { login: email, password: PASSWORD })).status).toBe(200);
  }, 60_000);
});

describe('rate limits per email (429 with a Russian message), keyed on the normalised address', () => {
  it.each([
    ['/api/subscribe', (email: string) => ({ email })],
    ['/api/questions', (email: string) => ({ name: 'Олег', email, text: 'Когда будут куклы в наличии?' })],
    [
      '/api/wholesale-request',
      (email: string) => ({ company: 'ООО «Игрушки»', name: 'Светлана', phone: '89270001122', email }),
    ],
    [
      '/api/reviews',
      (email: string) => ({ name: 'Вера', email, rating: 5, text: 'Всё понравилось, спасибо большое!' }),
    ],
    ['/api/improve', (email: string) => ({ url_current: '/about', text: 'Добавьте фильтр по росту.', email })],
  ] as const)('POST %s allows 5 requests per email, from any address', async (path, body) => {
    const email = uniqueEmail('per-email');
    const post = (address: string, to: string) =>
      api(at(path), { method: 'POST', headers: { 'x-forwarded-for': address }, json: body(to) });
    // Each from another client address, in other spellings of the same address.
    for (const spelling of [email, email.toUpperCase(), ` ${email} `, email, email]) {
      expect((await post(newAddress(), spelling)).status).toBe(200);
    }
    const refused = await post(newAddress(), email.toUpperCase());
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ success: false, error: RATE_LIMIT_MESSAGE });
    expect((await post(newAddress(), uniqueEmail('other'))).status).toBe(200); // another email is not affected
  });
});

describe('cookies behind a trusted proxy (TRUST_PROXY=1)', () => {
  const registerWith = (headers: Record<string, string>) =>
    api(at('/api/registration'), {
      method: 'POST',
      headers: { 'x-forwarded-for': newAddress(), ...headers },
      json: { email: uniqueEmail('proto'), password: PASSWORD },
    });

  it('are Secure when the proxy says the shopper came over https, and not otherwise', async () => {
    const overHttps = await registerWith({ 'x-forwarded-proto': 'https' });
    expect(overHttps.status).toBe(200);
    expect(overHttps.headers.getSetCookie().find((l) => l.startsWith('token='))).toMatch(/;\s*Secure/i);

    const overHttp = await registerWith({ 'x-forwarded-proto': 'http' });
    expect(overHttp.status).toBe(200);
    expect(overHttp.headers.getSetCookie().find((l) => l.startsWith('token='))).not.toMatch(/Secure/i);
  });
});
