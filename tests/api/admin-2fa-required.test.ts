// ADMIN_REQUIRE_2FA=1, on a server of its own: a member of staff without a second factor is kept out of every
// back-office API (403, `errors.second_factor = "setup"`) except the second factor's own endpoints; once they
// enable it, the API opens, and the factor cannot be switched off while the shop requires it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiClient, testDb, type ApiClient } from '../support/api';
import { adminCreate } from '../support/first-staff';
import { createTestDatabase, DEFAULT_ADMIN_URL, type TestDatabase } from '../support/postgres-db';
import { startServer, type RunningServer } from '../support/server';
import { totpAt } from '../support/totp';
import { expectRefusal } from './cart-support';

let server: RunningServer;
let database: TestDatabase | undefined;
const staff = { email: `required-2fa-${Date.now().toString(36)}@example.com`, password: 'admin-2fa-2024' };

beforeAll(async () => {
  if (testDb() === 'postgres') database = await createTestDatabase(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
  server = await startServer({
    databaseUrl: database?.url,
    label: `${testDb()}-2fa`,
    env: { ADMIN_REQUIRE_2FA: '1' },
    prepare: (env) => adminCreate(env, staff, 'admin').then(() => undefined),
  });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const at = (path: string) => `${server.baseUrl}${path}`;

async function signedIn(): Promise<ApiClient> {
  const client = apiClient();
  const login = await client.api(at('/api/login'), {
    method: 'POST',
    json: { login: staff.email, password: staff.password },
  });
  expect(login.status).toBe(200);
  return client;
}

describe('ADMIN_REQUIRE_2FA=1', () => {
  it('keeps staff without a second factor to its own endpoints until they enable it', async () => {
    const person = await signedIn();
    for (const path of ['/api/admin/orders', '/api/admin/dashboard', '/api/admin/staff', '/api/admin/audit']) {
      const refused = await person.api(at(path));
      expectRefusal(refused, 403);
      expect(refused.json.errors).toEqual({ second_factor: 'setup' });
    }
    const change = await person.api(at('/api/admin/promo-codes'), {
      method: 'POST',
      json: { code: 'NO-2FA', kind: 'percent', value: 10 },
    });
    expectRefusal(change, 403);
    expect(change.json.errors).toEqual({ second_factor: 'setup' });

    expect((await person.api(at('/api/admin/2fa'))).json).toEqual(
      expect.objectContaining({ enabled: false, required: true, passed: false }),
    );
    const setup = await person.api(at('/api/admin/2fa/setup'), { method: 'POST' });
    expect(setup.status).toBe(200);
    const secret: string = setup.json.secret;
    const enabled = await person.api(at('/api/admin/2fa/enable'), {
      method: 'POST',
      json: { code: totpAt(secret, Date.now()), password: staff.password },
    });
    expect(enabled.status).toBe(200);

    expect((await person.api(at('/api/admin/orders'))).status).toBe(200);
    expect((await person.api(at('/api/admin/dashboard'))).status).toBe(200);
    expect((await person.api(at('/api/admin/2fa'))).json).toEqual(
      expect.objectContaining({ enabled: true, required: true, passed: true }),
    );
    // Required by the shop: it stays on.
    expectRefusal(
      await person.api(at('/api/admin/2fa/disable'), {
        method: 'POST',
        json: { code: totpAt(secret, Date.now()), password: staff.password },
      }),
      409,
    );

    // The next sign-in asks for the code, not the setup.
    const next = await signedIn();
    const refused = await next.api(at('/api/admin/orders'));
    expectRefusal(refused, 403);
    expect(refused.json.errors).toEqual({ second_factor: 'code' });
  });
});
