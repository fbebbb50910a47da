// Tables that grow for ever are pruned by the background jobs (lib/server/maintenance/prune.ts), on a server of its
// own with PRUNE_INTERVAL_MIN ≈ 1 s: dead rows go — rate-limit windows that have passed, Idempotency-Keys older than
// a day, guest carts and wishlists untouched for 90 days, expired password-reset links, letters sent over 30 days
// ago, «Сообщить о поступлении» alerts over a year old or never confirmed past their link's life, stored pictures
// nothing shows for over a day, searches logged over a year ago — and everything still of use stays (recent rows,
// users' carts and wishlists, letters given up, a guest whose cart settings changed recently, price alerts, pictures
// a review, product, category or order line shows, a picture dropped an hour ago). PostgreSQL: rows written while
// the server runs; PGlite (one process per folder): written before the start, read after a graceful stop.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { testDb } from '../support/api';
import { createTestDatabase, DEFAULT_ADMIN_URL, type TestDatabase } from '../support/postgres-db';
import { ROOT, startServer, type RunningServer } from '../support/server';

jest.setTimeout(300_000);

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A media_uploads key of the fixture: 32 hex digits (a content hash's shape) naming the tag and the case. */
const uploadKey = (name: string) => `${createHash('sha256').update(`${tag}-${name}`).digest('hex').slice(0, 32)}.webp`;
const uploadUrl = (name: string) => `/media/u/${uploadKey(name)}`;
const PRUNE_ENV = { PRUNE_INTERVAL_MIN: '0.02', SEED_DEMO: '0' };

/** Each row written by the fixture: its table, a condition naming it, and whether pruning must remove it. */
const ROWS: { what: string; table: string; where: string; gone: boolean }[] = [
  { what: 'a passed rate-limit window', table: 'rate_limits', where: `key = 'rl:t:${tag}:old'`, gone: true },
  { what: 'a running rate-limit window', table: 'rate_limits', where: `key = 'rl:t:${tag}:live'`, gone: false },
  { what: 'a 25-hour-old Idempotency-Key', table: 'idempotency_keys', where: `key = 'old-${tag}'`, gone: true },
  { what: 'an hour-old Idempotency-Key', table: 'idempotency_keys', where: `key = 'new-${tag}'`, gone: false },
  { what: 'a guest cart untouched 100 days', table: 'cart_items', where: `owner_key = 'g:stale-${tag}'`, gone: true },
  { what: 'its settings', table: 'carts', where: `owner_key = 'g:stale-${tag}'`, gone: true },
  { what: 'a guest cart of 10 days', table: 'cart_items', where: `owner_key = 'g:fresh-${tag}'`, gone: false },
  { what: 'a user cart of 200 days', table: 'cart_items', where: `owner_key = 'u:${tag}'`, gone: false },
  { what: 'an old line, settings of 1 day', table: 'cart_items', where: `owner_key = 'g:mixed-${tag}'`, gone: false },
  { what: 'a guest wishlist of 100 days', table: 'favorites', where: `shopper_key = 'g:stale-${tag}'`, gone: true },
  { what: 'a guest wishlist of 10 days', table: 'favorites', where: `shopper_key = 'g:fresh-${tag}'`, gone: false },
  { what: 'a user wishlist of 200 days', table: 'favorites', where: `shopper_key = 'u:${tag}'`, gone: false },
  { what: 'an expired reset link', table: 'password_resets', where: `token_hash = 'old-${tag}'`, gone: true },
  { what: 'a valid reset link', table: 'password_resets', where: `token_hash = 'new-${tag}'`, gone: false },
  { what: 'a letter sent 31 days ago', table: 'outbox', where: `subject = 'old-${tag}'`, gone: true },
  { what: 'a letter sent yesterday', table: 'outbox', where: `subject = 'new-${tag}'`, gone: false },
  { what: 'a letter given up 40 days ago', table: 'outbox', where: `subject = 'failed-${tag}'`, gone: false },
  { what: 'a stock alert of 400 days', table: 'product_alerts', where: `email = 'old-${tag}@example.com'`, gone: true },
  {
    what: 'a stock alert of 300 days',
    table: 'product_alerts',
    where: `email = 'new-${tag}@example.com'`,
    gone: false,
  },
  {
    what: 'a stock alert never confirmed, its last link sent 10 days ago',
    table: 'product_alerts',
    where: `email = 'unconfirmed-old-${tag}@example.com'`,
    gone: true,
  },
  {
    what: 'a stock alert never confirmed, its last link sent yesterday',
    table: 'product_alerts',
    where: `email = 'unconfirmed-new-${tag}@example.com'`,
    gone: false,
  },
  {
    what: 'a price alert of 400 days',
    table: 'product_alerts',
    where: `email = 'prune-${tag}@example.com' and kind = 'price'`,
    gone: false,
  },
  ...(
    [
      ['a picture nothing shows, dropped 25 hours ago', 'orphan-old', true],
      ['a picture nothing shows, dropped an hour ago', 'orphan-new', false],
      ['a review photo of 30 days', 'review', false],
      ['a product picture of 30 days', 'product', false],
      ['a category picture of 30 days', 'category', false],
      ['an order line picture of 30 days', 'order', false],
    ] as const
  ).map(([what, name, gone]) => ({ what, table: 'media_uploads', where: `key = '${uploadKey(name)}'`, gone })),
  { what: 'searches of 400 days ago', table: 'search_log', where: `query = 'old-${tag}'`, gone: true },
  { what: 'searches of 300 days ago', table: 'search_log', where: `query = 'new-${tag}'`, gone: false },
];

const ago = (interval: string) => `now() - interval '${interval}'`;

/** The fixture, one statement each (PGlite's exec and postgres-js's unsafe take them alike). */
const FIXTURE = [
  `insert into categories (alias, name, image) values ('/prune-${tag}', 'Чистка', '/prune.svg')`,
  `insert into products (alias, name, price, article, category_id)
     select '/prune-${tag}.html', 'Товар', 100, 'PR-${tag}', id from categories where alias = '/prune-${tag}'`,
  `insert into users (email, password_hash) values ('prune-${tag}@example.com', 'x')`,
  `insert into rate_limits (key, count, reset_at) values
     ('rl:t:${tag}:old', 3, ${ago('1 hour')}), ('rl:t:${tag}:live', 3, now() + interval '1 hour')`,
  `insert into idempotency_keys (owner_key, key, created_at) values
     ('g:${tag}', 'old-${tag}', ${ago('25 hours')}), ('g:${tag}', 'new-${tag}', ${ago('1 hour')})`,
  `insert into cart_items (owner_key, product_id, num, created_at, updated_at)
     select owner_key, p.id, 1, at, at from products p, (values
       ('g:stale-${tag}', ${ago('100 days')}), ('g:fresh-${tag}', ${ago('10 days')}),
       ('u:${tag}', ${ago('200 days')}), ('g:mixed-${tag}', ${ago('100 days')})) v(owner_key, at)
     where p.alias = '/prune-${tag}.html'`,
  `insert into carts (owner_key, promo_code, updated_at) values
     ('g:stale-${tag}', null, ${ago('100 days')}), ('g:mixed-${tag}', 'PROMO', ${ago('1 day')})`,
  `insert into favorites (shopper_key, product_id, created_at)
     select shopper_key, p.id, at from products p, (values
       ('g:stale-${tag}', ${ago('100 days')}), ('g:fresh-${tag}', ${ago('10 days')}), ('u:${tag}', ${ago('200 days')}))
       v(shopper_key, at)
     where p.alias = '/prune-${tag}.html'`,
  `insert into password_resets (token_hash, user_id, expires_at)
     select h, u.id, e from users u, (values
       ('old-${tag}', ${ago('1 hour')}), ('new-${tag}', now() + interval '1 hour')) v(h, e)
     where u.email = 'prune-${tag}@example.com'`,
  // The outbox's address column is `to`, a reserved word.
  `insert into outbox ("to", subject, text, sent_at, created_at, failed_at) values
     ('a@example.com', 'old-${tag}', '-', ${ago('31 days')}, ${ago('31 days')}, null),
     ('a@example.com', 'new-${tag}', '-', ${ago('1 day')}, ${ago('1 day')}, null),
     ('a@example.com', 'failed-${tag}', '-', null, ${ago('40 days')}, ${ago('40 days')})`,
  `insert into product_alerts (kind, product_id, email, created_at, confirmed_at)
     select 'stock', p.id, e, at, at from products p, (values
       ('old-${tag}@example.com', ${ago('400 days')}), ('new-${tag}@example.com', ${ago('300 days')})) v(e, at)
     where p.alias = '/prune-${tag}.html'`,
  // Never confirmed: dead once the last confirmation link (7 days) expired.
  `insert into product_alerts (kind, product_id, email, created_at, confirm_sent_at)
     select 'stock', p.id, e, ${ago('30 days')}, sent from products p, (values
       ('unconfirmed-old-${tag}@example.com', ${ago('10 days')}),
       ('unconfirmed-new-${tag}@example.com', ${ago('1 day')})) v(e, sent)
     where p.alias = '/prune-${tag}.html'`,
  // A price alert is the account's switch over its wishlist: the account has the switch on and the product listed.
  `insert into price_watchers (user_id, confirmed_at) select id, now() from users where email = 'prune-${tag}@example.com'`,
  `insert into favorites (shopper_key, product_id) select 'u:' || u.id, p.id from users u, products p
     where u.email = 'prune-${tag}@example.com' and p.alias = '/prune-${tag}.html'`,
  `insert into product_alerts (kind, product_id, email, user_id, price_at, created_at)
     select 'price', p.id, u.email, u.id, 100, ${ago('400 days')} from products p, users u
     where p.alias = '/prune-${tag}.html' and u.email = 'prune-${tag}@example.com'`,
  `insert into media_uploads (key, content_type, bytes, created_at) values
     ('${uploadKey('orphan-old')}', 'image/webp', decode('00', 'hex'), ${ago('25 hours')}),
     ('${uploadKey('orphan-new')}', 'image/webp', decode('00', 'hex'), ${ago('1 hour')}),
     ('${uploadKey('review')}', 'image/webp', decode('00', 'hex'), ${ago('30 days')}),
     ('${uploadKey('product')}', 'image/webp', decode('00', 'hex'), ${ago('30 days')}),
     ('${uploadKey('category')}', 'image/webp', decode('00', 'hex'), ${ago('30 days')}),
     ('${uploadKey('order')}', 'image/webp', decode('00', 'hex'), ${ago('30 days')})`,
  `insert into product_reviews (product_id, user_id, author_name, rating, text, photos, client_address)
     select p.id, u.id, 'Анна', 5, 'Отзыв', '["${uploadUrl('review')}"]'::jsonb, '127.0.0.1' from products p, users u
     where p.alias = '/prune-${tag}.html' and u.email = 'prune-${tag}@example.com'`,
  `update products set images = '["/prune.webp", "${uploadUrl('product')}"]'::jsonb where alias = '/prune-${tag}.html'`,
  `update categories set image = '${uploadUrl('category')}' where alias = '/prune-${tag}'`,
  `insert into orders (owner_key, status, shipping_id, shipping_name, payment_id, payment_name, pay_online, surname,
     name, email, phone, products_cost, old_cost, discount, shipping_cost, total, consent_at, consent_address,
     consent_version, comment)
     values ('g:${tag}', 'delivered', 1, 'Самовывоз', 1, 'Наличными', false, 'Чистка', 'Тест', 'a@example.com',
       '+79990000000', 100, 100, 0, 0, 100, now(), '127.0.0.1', 'test', 'prune-${tag}')`,
  `insert into order_items (order_id, product_id, name, alias, article, image, price, num, sum)
     select o.id, p.id, 'Товар', p.alias, 'PR-${tag}', '${uploadUrl('order')}', 100, 1, 100 from orders o, products p
     where o.comment = 'prune-${tag}' and p.alias = '/prune-${tag}.html'`,
  `insert into search_log (day, query, searches) values
     (current_date - 400, 'old-${tag}', 3), (current_date - 300, 'new-${tag}', 3)`,
];

const countQuery = (row: (typeof ROWS)[number]) => `select count(*)::int as n from ${row.table} where ${row.where}`;

/** Which of the fixture's rows are still there. */
async function present(count: (query: string) => Promise<number>): Promise<Record<string, boolean>> {
  const result: Record<string, boolean> = {};
  for (const row of ROWS) result[row.what] = (await count(countQuery(row))) > 0;
  return result;
}

const expected = (afterPruning: boolean) => Object.fromEntries(ROWS.map((r) => [r.what, !(afterPruning && r.gone)]));

/**
 * Runs statements on a PGlite folder in a Node process of its own (PGlite loads itself with import(), which Jest's
 * sandbox allows only with --experimental-vm-modules); returns each statement's rows.
 */
async function pgliteJob(dir: string, statements: string[], migrateFirst = false): Promise<unknown[][]> {
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
    import { drizzle } from 'drizzle-orm/pglite';
    import { migrate } from 'drizzle-orm/pglite/migrator';
    const { dir, statements, migrateFirst, migrations } = JSON.parse(process.env.SHOP_DB_JOB);
    const db = await PGlite.create(dir + '/pg', { extensions: { pg_trgm } });
    if (migrateFirst) await migrate(drizzle(db), { migrationsFolder: migrations });
    const out = [];
    for (const statement of statements) out.push((await db.query(statement)).rows);
    await db.close();
    process.stdout.write(JSON.stringify(out));`;
  fs.mkdirSync(dir, { recursive: true });
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: {
      ...process.env,
      SHOP_DB_JOB: JSON.stringify({
        dir,
        statements,
        migrateFirst,
        migrations: path.join(ROOT, 'lib/db/migrations'),
      }),
    },
    timeout: 120_000,
  });
  return JSON.parse(stdout) as unknown[][];
}

/** Counts on a PGlite folder nobody holds; all the fixture's counts in one process. */
const pgliteCount = (dir: string) => {
  let counts: Promise<Map<string, number>> | undefined;
  return async (query: string) => {
    counts ??= pgliteJob(dir, ROWS.map(countQuery)).then(
      (rows) => new Map(ROWS.map((row, i) => [countQuery(row), Number((rows[i][0] as { n: number }).n)])),
    );
    return (await counts).get(query)!;
  };
};

const servers: RunningServer[] = [];
let database: TestDatabase | undefined;
afterAll(async () => {
  await Promise.allSettled(servers.map((s) => s.stop()));
  await database?.drop();
});

async function until(what: string, check: () => Promise<boolean>, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${seconds} s: ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('pruning', () => {
  if (testDb() === 'postgres') {
    it('removes the dead rows and keeps the rest (PostgreSQL)', async () => {
      database = await createTestDatabase(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
      const server = await startServer({ databaseUrl: database.url, label: 'postgres-pruning', env: PRUNE_ENV });
      servers.push(server);
      const { default: postgres } = await import('postgres');
      const sql = postgres(database.url, { max: 1, onnotice: () => {} });
      try {
        await sql.begin(async (tx) => {
          for (const statement of FIXTURE) await tx.unsafe(statement);
        });
        const count = async (query: string) => Number((await sql.unsafe(query))[0].n);
        await until('the dead rows are gone', async () => {
          const now = await present(count);
          return ROWS.filter((r) => r.gone).every((r) => !now[r.what]);
        });
        expect(await present(count)).toEqual(expected(true));
      } finally {
        await sql.end({ timeout: 5 });
      }
    });
  } else {
    it('removes the dead rows and keeps the rest (PGlite)', async () => {
      const server = await startServer({
        label: 'pglite-pruning',
        env: PRUNE_ENV,
        // Before the server holds the folder: migrate and write the fixture.
        prepare: async (env) => {
          await pgliteJob(env.DATA_DIR!, FIXTURE, true);
          expect(await present(pgliteCount(env.DATA_DIR!))).toEqual(expected(false));
        },
      });
      servers.push(server);
      // The first pruning runs within a second or two of the start; the log says what it removed.
      await until('the server logged a pruning', async () =>
        fs.readFileSync(server.logFile, 'utf8').includes('[jobs] pruned'),
      );
      process.kill(server.pid, 'SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(await present(pgliteCount(server.dataDir))).toEqual(expected(true));
    });
  }
});
