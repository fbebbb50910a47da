// What only the database can show, on a server of its own: a reset link is stored only as its token's digest and
// dies an hour after it was sent (its expiry is moved into the past in the database), and a page suggestion (POST /api/improve, which has no read
// API) is stored with its text and page address.
// On PostgreSQL the test queries the server's database directly. PGlite cannot be shared between processes, so
// there the server is stopped, the query runs in a child process on its data folder, and the server is started
// again on the same folder (a new port).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import postgres from 'postgres';
import { api, testDb } from '../support/api';
import { createTestDatabase, DEFAULT_ADMIN_URL, type TestDatabase } from '../support/postgres-db';
import { copyPgliteTemplate, ROOT, startServer, TMP_ROOT, type RunningServer } from '../support/server';
import { PASSWORD, uniqueEmail } from './accounts-support';

type Query = { sql: string; params?: unknown[] };
type Row = Record<string, unknown>;

const ENV = { TRUST_PROXY: '1', SEED_DEMO: '0', SHOP_TEST_MODE: '1' };
let server: RunningServer;
let database: TestDatabase | undefined;
let pg: postgres.Sql | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  if (testDb() === 'postgres') {
    database = await createTestDatabase(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
    pg = postgres(database.url, { max: 1, onnotice: () => {} });
  } else {
    fs.mkdirSync(TMP_ROOT, { recursive: true });
    dataDir = fs.mkdtempSync(path.join(TMP_ROOT, 'api-pglite-accounts-db-'));
    copyPgliteTemplate(dataDir);
  }
  server = await start();
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await pg?.end({ timeout: 5 });
  await database?.drop();
  if (dataDir && !process.env.TEST_KEEP_TMP) fs.rmSync(dataDir, { recursive: true, force: true });
});

const start = () =>
  startServer({
    databaseUrl: database?.url,
    label: `${testDb()}-accounts-db`,
    env: dataDir ? { ...ENV, DATA_DIR: dataDir } : ENV,
  });

/** Runs the queries, in order, against the server's database; answers each one's rows. */
async function inDatabase(queries: Query[]): Promise<Row[][]> {
  if (pg) {
    const out: Row[][] = [];
    for (const q of queries)
      out.push([...(await pg.unsafe(q.sql, (q.params ?? []) as postgres.ParameterOrJSON<never>[]))] as Row[]);
    return out;
  }
  await server.stop();
  try {
    const script = `
      import { PGlite } from '@electric-sql/pglite';
      import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
      const { dir, queries } = JSON.parse(process.env.SHOP_DB_JOB);
      const db = await PGlite.create(dir + '/pg', { extensions: { pg_trgm } });
      const out = [];
      for (const q of queries) out.push((await db.query(q.sql, q.params ?? [])).rows);
      await db.close();
      process.stdout.write(JSON.stringify(out));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      env: { ...process.env, SHOP_DB_JOB: JSON.stringify({ dir: dataDir, queries }) },
      timeout: 60_000,
    });
    return JSON.parse(stdout) as Row[][];
  } finally {
    server = await start();
  }
}

const at = (p: string) => `${server.baseUrl}${p}`;
let lastOctet = 0;
const newAddress = () => `10.88.${Math.floor(++lastOctet / 250)}.${lastOctet % 250}`;
const post = (p: string, json: unknown) =>
  api(at(p), { method: 'POST', headers: { 'x-forwarded-for': newAddress() }, json });

/** A new account with a reset link emailed to it: its email and the link's token. */
async function accountWithResetLink(): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('expiry');
  expect((await post('/api/registration', { email, password: PASSWORD })).status).toBe(200);
  expect((await post('/api/change-pass', { email })).status).toBe(200);
  const mail = await api(at(`/api/test/outbox?to=${encodeURIComponent(email)}`));
  const token = (mail.json.messages[0].text as string).match(/\/reset-password\/([A-Za-z0-9_-]+)/)![1];
  return { email, token };
}

describe('password reset link', () => {
  it('is valid for one hour; once the hour is over it is refused, on the page and by the API', async () => {
    const expired = await accountWithResetLink();
    const fresh = await accountWithResetLink();

    const [[link], stored, letters, updated] = await inDatabase([
      {
        sql: `select extract(epoch from r.expires_at - r.created_at)::float8 as ttl
              from password_resets r join users u on u.id = r.user_id where u.email = $1`,
        params: [expired.email],
      },
      {
        sql: `select r.* from password_resets r join users u on u.id = r.user_id where u.email = $1`,
        params: [fresh.email],
      },
      { sql: 'select text, html from outbox where "to" = $1', params: [fresh.email] },
      {
        sql: `update password_resets set expires_at = now() - interval '1 second'
              where user_id = (select id from users where email = $1) returning user_id`,
        params: [expired.email],
      },
    ]);
    expect(Math.abs(Number(link.ttl) - 3600)).toBeLessThan(5);
    // The link is kept only as the SHA-256 digest of its token: no column holds the token itself.
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toBe(createHash('sha256').update(fresh.token).digest('hex'));
    expect(JSON.stringify(stored[0])).not.toContain(fresh.token);
    // The letter that carried the link waits in the outbox sealed (lib/server/mail/sealed-letter.ts).
    expect(letters.length).toBeGreaterThan(0);
    for (const letter of letters) {
      expect(String(letter.text)).toMatch(/^sealed:v1:/);
      expect(JSON.stringify(letter)).not.toContain(fresh.token);
    }
    expect(updated).toHaveLength(1);

    expect((await api(at(`/reset-password/${expired.token}`))).text).toContain('reset-link-expired');
    const refused = await post('/api/reset-password', { token: expired.token, password: 'too-late-1' });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual(
      expect.objectContaining({ success: false, error: expect.stringMatching(/устарела или уже использована/) }),
    );
    expect((await post('/api/login', { login: expired.email, password: PASSWORD })).status).toBe(200); // password unchanged

    // A link within its hour still works on the same (restarted) server.
    expect((await post('/api/reset-password', { token: fresh.token, password: 'in-time-1' })).status).toBe(200);
  });
});

describe('POST /api/improve', () => {
  it('stores the text, the page address, the contact email and the client address', async () => {
    const text = `Добавьте фильтр по росту куклы, пожалуйста. ${Date.now()}`;
    const url = '/category/kukly?page=2&sort=price_asc';
    const address = newAddress();
    const res = await api(at('/api/improve'), {
      method: 'POST',
      headers: { 'x-forwarded-for': address },
      json: { url_current: url, text: `  ${text}  `, email: 'Anna@Example.com' },
    });
    expect(res.status).toBe(200);

    const [rows] = await inDatabase([
      {
        sql: 'select url, text, email, client_address from page_feedback where text like $1',
        params: [`%${text.slice(-13)}`],
      },
    ]);
    expect(rows).toEqual([{ url, text, email: 'anna@example.com', client_address: address }]);
  });
});
