// The profile against a real (in-process) PostgreSQL: the news flag is the subscribers list, and a lost race
// for an email answers 409 like the pre-check.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { subscribers, users } from '@/lib/db/schema';
import { hashPassword } from '@/lib/server/auth/password';
import { HttpError } from '@/lib/server/http/errors';
import type { SessionUser } from '@/lib/server/auth/sessions';
import { subscribe } from '@/lib/server/catalog/subscribers';
import { ACCOUNT_ERRORS } from './errors';
import type * as Personal from './personal';
import { isUniqueViolation } from './unique-violation';

jest.setTimeout(60_000);
// Sessions sign tokens with jose, an ES module Jest's CommonJS sandbox cannot load; nothing here signs one.
// (The mock is not hoisted, so the module under test is loaded after it, in beforeAll.)
jest.mock('jose', () => ({}));
// The limit on checks of the current password counts in the shop's own store, not this test's database.
jest.mock('@/lib/server/rate-limit', () => ({ LIMITS: {}, enforceRateLimit: async () => {} }));

let client: PGlite;
let db: Db;
let readPersonal: typeof Personal.readPersonal;
let updatePersonal: typeof Personal.updatePersonal;

beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm } });
  const pg = drizzle(client, { schema });
  await migrate(pg, { migrationsFolder: path.join(process.cwd(), 'lib/db/migrations') });
  db = pg as unknown as Db;
  ({ readPersonal, updatePersonal } = await import('./personal'));
  await subscribe(db, 'someone-else@example.com'); // the flag is about this account's email only
});

afterAll(async () => {
  await client?.close();
});

const PASSWORD = 'kukla-2024';
let passwordHash: string;
let counter = 0;
async function newUser(): Promise<SessionUser> {
  const email = `user-${++counter}@example.com`;
  passwordHash ??= await hashPassword(PASSWORD);
  const [row] = await db.insert(users).values({ email, passwordHash }).returning({ id: users.id });
  return { id: row.id, email, role: 'customer', sessionId: 'test' };
}

const listed = async (email: string) =>
  (await db.select({ email: subscribers.email }).from(subscribers).where(eq(subscribers.email, email))).length === 1;

describe('the profile news flag follows the subscribers list', () => {
  it('shows a footer subscription of the same email, and news=false removes it', async () => {
    const me = await newUser();
    expect((await readPersonal(db, me.id)).news).toBe(false);
    await subscribe(db, ` ${me.email.toUpperCase()} `);
    expect((await readPersonal(db, me.id)).news).toBe(true);

    const saved = await updatePersonal(db, me, { news: false });
    expect(saved.user.news).toBe(false);
    expect(await listed(me.email)).toBe(false);
  });

  it('news=true adds the email; saving other fields keeps it; news=false twice is harmless', async () => {
    const me = await newUser();
    expect((await updatePersonal(db, me, { news: true })).user.news).toBe(true);
    expect(await listed(me.email)).toBe(true);
    expect((await updatePersonal(db, me, { city: 'Казань' })).user.news).toBe(true);
    await updatePersonal(db, me, { news: false });
    expect((await updatePersonal(db, me, { news: false })).user.news).toBe(false);
    expect(await listed(me.email)).toBe(false);
  });

  it('an email change moves the subscription', async () => {
    const me = await newUser();
    await subscribe(db, me.email);
    const moved = await updatePersonal(db, me, { email: `moved-${counter}@example.com`, old_password: PASSWORD });
    expect(moved.user.news).toBe(true);
    expect(await listed(me.email)).toBe(false);
    expect(await listed(moved.user.email)).toBe(true);
  });

  it('an email change with news=false leaves neither address on the list', async () => {
    const me = await newUser();
    await subscribe(db, me.email);
    const target = `target-${counter}@example.com`;
    await subscribe(db, target);
    const saved = await updatePersonal(db, me, { email: target, news: false, old_password: PASSWORD });
    expect(saved.user.news).toBe(false);
    expect(await listed(me.email)).toBe(false);
    expect(await listed(target)).toBe(false);
  });

  it('an unsubscribed account moving to an address already on the list shows it subscribed', async () => {
    const me = await newUser();
    const target = `listed-${counter}@example.com`;
    await subscribe(db, target);
    expect((await updatePersonal(db, me, { email: target, old_password: PASSWORD })).user.news).toBe(true);
  });
});

describe('email changes racing for one address', () => {
  it('recognises the unique violation through the driver wrapping', async () => {
    const me = await newUser();
    const error = await db
      .insert(users)
      .values({ email: me.email, passwordHash: 'x' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('the loser of two concurrent changes to the same email gets the 409 of the pre-check', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const email = `contested-${counter}@example.com`;
    // Both pre-checks run before either transaction: one update wins, the other meets the unique index.
    const results = await Promise.allSettled([
      updatePersonal(db, a, { email, old_password: PASSWORD }),
      updatePersonal(db, b, { email, old_password: PASSWORD }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason;
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      status: 409,
      message: ACCOUNT_ERRORS.emailInUse,
      errors: { email: ACCOUNT_ERRORS.emailInUse },
    });
  });
});
