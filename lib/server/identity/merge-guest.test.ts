// Guest → account merge against a real (in-process) PostgreSQL: votes move, the account's own vote wins, and
// the product's rating sum and count stay exact.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { categories, products, users, votes } from '@/lib/db/schema';
import { castVote } from '@/lib/server/catalog/votes';
import type * as MergeGuest from './merge-guest';

jest.setTimeout(60_000);
// Sessions sign tokens with jose, an ES module Jest's CommonJS sandbox cannot load; nothing here signs one.
// (The mock is not hoisted, so the module under test is loaded after it, in beforeAll.)
jest.mock('jose', () => ({}));
let mergeGuestIntoUser: typeof MergeGuest.mergeGuestIntoUser;

let client: PGlite;
let db: Db;
let productIds: number[];
let userId: number;
const guestId = '00000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm } });
  const pg = drizzle(client, { schema });
  await migrate(pg, { migrationsFolder: path.join(process.cwd(), 'lib/db/migrations') });
  db = pg as unknown as Db;
  ({ mergeGuestIntoUser } = await import('./merge-guest'));
  const [category] = await db
    .insert(categories)
    .values({ alias: '/test', name: 'Тест', image: '/test.svg' })
    .returning({ id: categories.id });
  const rows = await db
    .insert(products)
    .values(
      [1, 2, 3].map((n) => ({
        alias: `/p${n}.html`,
        name: `Товар ${n}`,
        price: 100,
        article: `T-${n}`,
        categoryId: category.id,
      })),
    )
    .returning({ id: products.id });
  productIds = rows.map((r) => r.id).sort((x, y) => x - y);
  [{ id: userId }] = await db
    .insert(users)
    .values({ email: 'voter@example.com', passwordHash: 'x' })
    .returning({ id: users.id });
});

afterAll(async () => {
  await client?.close();
});

const ratings = () =>
  db
    .select({ id: products.id, sum: products.ratingSum, count: products.ratingCount })
    .from(products)
    .orderBy(asc(products.id));

describe('mergeGuestIntoUser: votes', () => {
  it('keeps the account’s vote where both voted, moves the rest, and keeps sums and counts exact', async () => {
    const [p1, p2, p3] = productIds;
    await castVote(db, p1, `u:${userId}`, 4);
    await castVote(db, p1, `g:${guestId}`, 2);
    await castVote(db, p2, `g:${guestId}`, 5);
    await castVote(db, p3, 'g:someone-else', 1);
    expect(await ratings()).toEqual([
      { id: p1, sum: 6, count: 2 },
      { id: p2, sum: 5, count: 1 },
      { id: p3, sum: 1, count: 1 },
    ]);

    await db.transaction((tx) => mergeGuestIntoUser(tx, guestId, userId));

    expect(await ratings()).toEqual([
      { id: p1, sum: 4, count: 1 },
      { id: p2, sum: 5, count: 1 },
      { id: p3, sum: 1, count: 1 },
    ]);
    const mine = await db
      .select({ productId: votes.productId, rating: votes.rating })
      .from(votes)
      .where(eq(votes.voterKey, `u:${userId}`))
      .orderBy(asc(votes.productId));
    expect(mine).toEqual([
      { productId: p1, rating: 4 },
      { productId: p2, rating: 5 },
    ]);
    const left = await db.execute(sql`select count(*)::int as n from votes where voter_key = ${`g:${guestId}`}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);

    // The moved vote is the account's now: a repeat replaces it instead of adding one.
    expect(await castVote(db, p2, `u:${userId}`, 3)).toEqual({ rating: 3, votes: 1 });
  });

  it('a guest without votes changes nothing, and merging twice is harmless', async () => {
    const before = await ratings();
    await db.transaction((tx) => mergeGuestIntoUser(tx, guestId, userId));
    expect(await ratings()).toEqual(before);
  });
});
