// Staff accounts where the store itself or the server's environment matters, so on a server and a store of this
// file's own (PGlite folder or PostgreSQL database):
//   1. a temporary password stops working after STAFF_TEMPORARY_PASSWORD_HOURS (here 0.002 h, about 7 s): the
//      session it opened ends, it no longer signs in, and the attempt is in the audit log; a password the person
//      chose (here the first administrator's, made with `npm run admin:create`) never expires;
//   2. the audit log refuses TRUNCATE in the database itself, as it refuses UPDATE and DELETE (row triggers never
//      see a TRUNCATE).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiClient, testDb } from '../support/api';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { createTestDatabase, DEFAULT_ADMIN_URL, type TestDatabase } from '../support/postgres-db';
import { TMP_ROOT } from '../support/server';
import { sqlOnStore } from '../support/store-sql';
import { uniqueStaffEmail } from '../support/staff';
import { expectRefusal } from './cart-support';

const TEMPORARY_HOURS = 0.002;

let own: OwnServer;

beforeAll(async () => {
  own = await startOwnServer({
    name: 'staff-store',
    role: 'admin',
    env: { STAFF_TEMPORARY_PASSWORD_HOURS: String(TEMPORARY_HOURS) },
  });
}, 240_000);

afterAll(async () => {
  await own?.stop();
});

describe('a temporary password', () => {
  it('expires: its session ends, it no longer signs in, and the attempt is audited', async () => {
    const { at, staff } = own;
    const email = uniqueStaffEmail('expiring');
    const created = await staff.api(at('/api/admin/staff'), {
      method: 'POST',
      json: { email, name: 'Новенькая', role: 'manager' },
    });
    expect(created.status).toBe(200);
    const temporary: string = created.json.temporary_password;
    const givenAt = Date.now();

    const person = apiClient();
    expect(
      (await person.api(at('/api/login'), { method: 'POST', json: { login: email, password: temporary } })).status,
    ).toBe(200);
    const first = await person.api(at('/api/admin/orders'));
    expectRefusal(first, 403);
    expect(first.json.errors).toEqual({ password: 'change' });

    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, givenAt + TEMPORARY_HOURS * 3600_000 + 1500 - Date.now())),
    );
    const late = await person.api(at('/api/admin/password'), {
      method: 'POST',
      json: { current_password: temporary, new_password: `своё-${temporary}` },
    });
    expectRefusal(late, 403);
    expect(late.json.errors).toEqual({ session: 'password_expired' });
    expect((await person.api(at('/api/user-info'))).status).toBe(401); // the session was ended
    const again = await apiClient().api(at('/api/login'), {
      method: 'POST',
      json: { login: email, password: temporary },
    });
    expectRefusal(again, 400);
    expect(again.json.error).toMatch(/Временный пароль истёк/);

    // The administrator's own password does not expire; the log shows the expired attempt.
    const audit = await staff.api(at('/api/admin/audit'));
    expect(audit.status).toBe(200);
    const actions = audit.json.entries
      .filter((e: any) => e.entity_id === String(created.json.staff.id))
      .map((e: any) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.create', 'staff.sign_in', 'staff.sign_in_expired']));

    // A reset gives a fresh one that works (and must be changed).
    const reset = await staff.api(at(`/api/admin/staff/${created.json.staff.id}/password`), { method: 'POST' });
    expect(reset.status).toBe(200);
    const fresh = apiClient();
    expect(
      (
        await fresh.api(at('/api/login'), {
          method: 'POST',
          json: { login: email, password: reset.json.temporary_password },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await fresh.api(at('/api/admin/password'), {
          method: 'POST',
          json: { current_password: reset.json.temporary_password, new_password: 'своё-надолго-2024' },
        })
      ).status,
    ).toBe(200);
    expect((await fresh.api(at('/api/admin/orders'))).status).toBe(200);
  }, 60_000);
});

describe('the audit log in the database', () => {
  let database: TestDatabase | undefined;
  let storeEnv: Record<string, string>;

  beforeAll(async () => {
    fs.mkdirSync(TMP_ROOT, { recursive: true });
    storeEnv = { DATA_DIR: fs.mkdtempSync(path.join(TMP_ROOT, 'audit-truncate-')), SEED_DEMO: '0' };
    if (testDb() === 'postgres') {
      database = await createTestDatabase(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
      storeEnv.DATABASE_URL = database.url;
    }
  }, 60_000);

  afterAll(async () => {
    await database?.drop();
  });

  it('refuses TRUNCATE (and UPDATE): the entries stay', () => {
    const insert = `insert into audit_log (actor_email, action, entity, entity_id) values ('test', 'test.entry', 'test', '1')`;
    // Each run is its own process: a refused statement ends it, after the insert before it went through.
    expect(() => sqlOnStore(storeEnv, [insert, 'truncate audit_log'])).toThrow(/audit_log is append-only/);
    for (const statement of [
      'truncate table audit_log restart identity cascade',
      `update audit_log set action = 'x'`,
    ]) {
      expect(() => sqlOnStore(storeEnv, [statement])).toThrow(/audit_log is append-only/);
    }
    expect(sqlOnStore(storeEnv, [`select action from audit_log where entity = 'test'`])).toEqual([
      { action: 'test.entry' },
    ]);
  }, 240_000);
});
