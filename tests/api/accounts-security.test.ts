// Accounts against the attacks of issue 11, on a server of its own that trusts X-Forwarded-For (TRUST_PROXY=1), so
// each test plays shoppers and attackers from client addresses of its own: a targeted lockout (failing on purpose
// on someone else's email), common passwords, a session left open being enough to take the account (email or
// phone changed without the password), and the test outbox reachable from elsewhere.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { api, apiClient, testDb, type ApiInit, type ApiResponse } from '../support/api';
import { createTestDatabase, DEFAULT_ADMIN_URL, type TestDatabase } from '../support/postgres-db';
import { startServer, type RunningServer } from '../support/server';
import { PASSWORD, uniqueEmail } from './accounts-support';

let server: RunningServer;
let database: TestDatabase | undefined;

beforeAll(async () => {
  if (testDb() === 'postgres') database = await createTestDatabase(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
  server = await startServer({
    databaseUrl: database?.url,
    label: `${testDb()}-accounts-security`,
    env: { TRUST_PROXY: '1', SEED_DEMO: '0', SHOP_TEST_MODE: '1' },
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const at = (path: string) => `${server.baseUrl}${path}`;
let lastOctet = 0;
/** A client address of its own for each shopper or attacker. */
const newAddress = () => `10.66.${Math.floor(++lastOctet / 250)}.${lastOctet % 250}`;

/** The slow-down's ceiling (LOGIN_DELAY.maxMs in lib/server/accounts/login-throttle.ts). */
const MAX_DELAY_MS = 2000;
const RATE_LIMITED = { success: false, error: 'Слишком много попыток. Пожалуйста, попробуйте позже.' };

/** A browser at one client address, keeping its cookies. */
type Browser = { call: (path: string, init?: ApiInit) => Promise<ApiResponse<any>> };
function browserAt(address = newAddress()): Browser {
  const client = apiClient();
  return {
    call: (path, init = {}) =>
      client.api(at(path), { ...init, headers: { ...(init.headers as object), 'x-forwarded-for': address } }),
  };
}

async function timedLogin(address: string, login: string, password: string) {
  const started = Date.now();
  const res = await api(at('/api/login'), {
    method: 'POST',
    headers: { 'x-forwarded-for': address },
    json: { login, password },
  });
  return { res, ms: Date.now() - started };
}

/** A new account, signed in at a browser of its own. */
async function account(tag: string): Promise<{ email: string; browser: Browser }> {
  const email = uniqueEmail(tag);
  const browser = browserAt();
  const res = await browser.call('/api/registration', { method: 'POST', json: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return { email, browser };
}

async function letters(to: string): Promise<{ subject: string; text: string }[]> {
  const res = await api(at(`/api/test/outbox?to=${encodeURIComponent(to)}`));
  expect(res.status).toBe(200);
  return res.json.messages;
}

async function resetLink(email: string): Promise<string> {
  expect(
    (
      await api(at('/api/change-pass'), {
        method: 'POST',
        headers: { 'x-forwarded-for': newAddress() },
        json: { email },
      })
    ).status,
  ).toBe(200);
  const [mail] = await letters(email);
  return mail.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)![1];
}

describe('a targeted lockout does not lock the owner out', () => {
  it('an address failing 20 times on someone else’s email gets 429 after its limit; the owner elsewhere signs in', async () => {
    const { email } = await account('victim');
    const attacker = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await timedLogin(attacker, email, `guess-${i}`)).res.status);
    expect(statuses).toEqual([...Array(8).fill(400), ...Array(12).fill(429)]);
    // The attacker's address waits for the window even with the right password.
    const attackerRight = await timedLogin(attacker, email, PASSWORD);
    expect(attackerRight.res.status).toBe(429);
    expect(attackerRight.res.json).toEqual(RATE_LIMITED);

    // The owner, from an address that has not failed, is let in: slowed down by the failures, never refused.
    const owner = await timedLogin(newAddress(), email, PASSWORD);
    expect(owner.res.status).toBe(200);
    expect(owner.res.headers.getSetCookie().some((line) => line.startsWith('token=ey'))).toBe(true);
    expect(owner.ms).toBeGreaterThanOrEqual(MAX_DELAY_MS - 50);
    expect(owner.ms).toBeLessThan(MAX_DELAY_MS + 8000);
  }, 90_000);

  it('failures spread over many addresses slow the account down step by step, up to the ceiling, and refuse nothing', async () => {
    const { email } = await account('spread');
    const attempts = [];
    for (let i = 0; i < 8; i++) attempts.push(await timedLogin(newAddress(), email, `spread-${i}`));
    expect(attempts.map((a) => a.res.status)).toEqual(Array(8).fill(400));
    // Three failures are free (a shopper mistyping), then 250 ms, 500 ms, 1 s, 2 s, 2 s…
    expect(attempts[3].ms).toBeGreaterThanOrEqual(240);
    expect(attempts[4].ms).toBeGreaterThanOrEqual(490);
    expect(attempts[5].ms).toBeGreaterThanOrEqual(990);
    expect(attempts[6].ms).toBeGreaterThanOrEqual(MAX_DELAY_MS - 10);
    expect(attempts[7].ms).toBeGreaterThanOrEqual(MAX_DELAY_MS - 10);
    for (const a of attempts) expect(a.ms).toBeLessThan(MAX_DELAY_MS + 8000);

    // A success is not counted: a regular customer who signs in after a typo waits nothing.
    const { email: regular } = await account('regular');
    const home = newAddress();
    expect((await timedLogin(home, regular, 'typo-typo')).res.status).toBe(400);
    for (let i = 0; i < 5; i++) {
      const ok = await timedLogin(home, regular, PASSWORD);
      expect(ok.res.status).toBe(200);
      expect(ok.ms).toBeLessThan(MAX_DELAY_MS);
    }
  }, 90_000);
});

describe('passwords: at least 8 characters and not a common one', () => {
  it('registration refuses a short or common password (any case) and creates nothing', async () => {
    const email = uniqueEmail('weak');
    const register = (password: string) =>
      api(at('/api/registration'), {
        method: 'POST',
        headers: { 'x-forwarded-for': newAddress() },
        json: { email, password },
      });
    const short = await register('kukla12');
    expect(short.status).toBe(400);
    expect(short.json.errors).toEqual({ password: 'пароль должен быть не короче 8 символов' });
    for (const common of ['qwerty123', 'Password1', 'ILOVEYOU1']) {
      const res = await register(common);
      expect(res.status).toBe(400);
      expect(res.json).toEqual(
        expect.objectContaining({ success: false, errors: { password: expect.stringMatching(/распространён/) } }),
      );
    }
    // Nothing was made: the email is still free.
    expect((await register('kukla-2024-ok')).status).toBe(200);
  });

  it('a reset link refuses a common password and stays usable; the profile refuses one as the new password', async () => {
    const { email, browser } = await account('weak-reset');
    const token = await resetLink(email);
    const post = (password: string) =>
      api(at('/api/reset-password'), {
        method: 'POST',
        headers: { 'x-forwarded-for': newAddress() },
        json: { token, password },
      });
    const common = await post('password123');
    expect(common.status).toBe(400);
    expect(common.json.errors).toEqual({ password: expect.stringMatching(/распространён/) });
    expect((await post('short1')).status).toBe(400);
    expect((await post('reset-strong-1')).status).toBe(200);

    const signedIn = browserAt();
    expect(
      (await signedIn.call('/api/login', { method: 'POST', json: { login: email, password: 'reset-strong-1' } }))
        .status,
    ).toBe(200);
    for (const [password, message] of [
      ['sunshine1', /распространён/],
      ['abc1234', /не короче 8/],
    ] as const) {
      const res = await signedIn.call('/api/user-personal-update', {
        method: 'PUT',
        json: { old_password: 'reset-strong-1', new_password: password },
      });
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual({ new_password: expect.stringMatching(message) });
    }
    // The old browser's session ended with the reset; the password is still the one set from the link.
    expect((await browser.call('/api/user-info')).status).toBe(401);
    expect((await timedLogin(newAddress(), email, 'reset-strong-1')).res.status).toBe(200);
  });
});

describe('changing the email or phone (both sign in) takes the current password', () => {
  it('is refused without it or with a wrong one; with it, tells the old address and ends reset links and other sessions', async () => {
    const { email, browser } = await account('mover');
    const elsewhere = browserAt();
    expect(
      (await elsewhere.call('/api/login', { method: 'POST', json: { login: email, password: PASSWORD } })).status,
    ).toBe(200);
    const link = await resetLink(email);
    const fresh = uniqueEmail('moved-to');

    const without = await browser.call('/api/user-personal-update', { method: 'PUT', json: { email: fresh } });
    expect(without.status).toBe(400);
    expect(without.json.errors).toEqual({ old_password: 'Чтобы сменить email или телефон, введите текущий пароль' });
    const wrong = await browser.call('/api/user-personal-update', {
      method: 'PUT',
      json: { email: fresh, old_password: 'not-my-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual({ old_password: 'Неверный текущий пароль' });
    expect((await browser.call('/api/user-personal')).json.user.email).toBe(email);
    expect(await letters(email)).toHaveLength(1); // only the reset link so far

    const moved = await browser.call('/api/user-personal-update', {
      method: 'PUT',
      json: { email: fresh, old_password: PASSWORD },
    });
    expect(moved.status).toBe(200);
    expect(moved.json.user.email).toBe(fresh);

    const [notice] = await letters(email);
    expect(notice.subject).toMatch(/Изменены данные для входа/);
    expect(notice.text).toContain(`был ${email}, теперь ${fresh}`);
    expect(await letters(fresh)).toEqual([]);

    // This session goes on; the other one ended; the link mailed before is dead.
    expect((await browser.call('/api/user-info')).json.is_guest).toBe(0);
    const ended = await elsewhere.call('/api/user-info');
    expect(ended.status).toBe(401);
    expect(ended.json.error).toBe('token not found');
    const stale = await api(at('/api/reset-password'), {
      method: 'POST',
      headers: { 'x-forwarded-for': newAddress() },
      json: { token: link, password: 'hijacked-pass-1' },
    });
    expect(stale.status).toBe(400);
    expect(stale.json.error).toMatch(/устарела или уже использована/);
    expect((await timedLogin(newAddress(), fresh, PASSWORD)).res.status).toBe(200);
    expect((await timedLogin(newAddress(), email, PASSWORD)).res.status).toBe(400);
  });

  it('a new phone too: refused without the password, told to the email; saving the same values asks for nothing', async () => {
    const { email, browser } = await account('phone');
    const phone = '+7 (917) 555-12-34';
    const without = await browser.call('/api/user-personal-update', { method: 'PUT', json: { phone } });
    expect(without.status).toBe(400);
    expect(Object.keys(without.json.errors)).toEqual(['old_password']);

    const saved = await browser.call('/api/user-personal-update', {
      method: 'PUT',
      json: { phone: '8 917 555 12 34', old_password: PASSWORD },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.user.phone).toBe(phone);
    const [notice] = await letters(email);
    expect(notice.subject).toMatch(/Изменены данные для входа/);
    expect(notice.text).toContain(`Телефон: был не указан, теперь ${phone}`);

    // The whole form sent again with the same email and phone, and a new city: no password, no letter.
    const again = await browser.call('/api/user-personal-update', {
      method: 'PUT',
      json: { ...saved.json.user, email: email.toUpperCase(), phone: '89175551234', city: 'Тула' },
    });
    expect(again.status).toBe(200);
    expect(again.json.user.city).toBe('Тула');
    expect(await letters(email)).toHaveLength(1);
  });
});

describe('GET /api/test/outbox', () => {
  const outboxFor = (headers: Record<string, string> = {}) =>
    api(at(`/api/test/outbox?to=${encodeURIComponent('nobody@example.com')}`), { headers });

  it('answers a client on this machine, never cached', async () => {
    const res = await outboxFor();
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ messages: [] });
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('does not exist for someone a proxy on this machine forwarded (the socket is loopback, the client is not)', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' }, // a forged entry first, the proxy's real one appended
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
    ] as Record<string, string>[]) {
      const res = await outboxFor(headers);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, error: 'Метод API не найден' });
    }
  });

  describe('on a server without SHOP_TEST_MODE', () => {
    let plain: RunningServer;
    let plainDb: TestDatabase | undefined;
    beforeAll(async () => {
      if (testDb() === 'postgres')
        plainDb = await createTestDatabase(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
      plain = await startServer({
        databaseUrl: plainDb?.url,
        label: `${testDb()}-no-test-mode`,
        env: { SEED_DEMO: '0', SHOP_TEST_MODE: '0' },
      });
    }, 180_000);
    afterAll(async () => {
      await plain?.stop();
      await plainDb?.drop();
    });

    it('does not exist, even for this machine', async () => {
      const res = await api(`${plain.baseUrl}/api/test/outbox?to=${encodeURIComponent('nobody@example.com')}`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, error: 'Метод API не найден' });
    });
  });
});
