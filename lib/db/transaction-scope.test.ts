// The guard against a second connection inside a transaction (issue 25), on the shop's own database handle
// (PGlite here: its one connection is where a nested query would wait for ever). The fault suite
// tests/faults/restart-burst.test.ts runs the same guard on PostgreSQL under load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { closeDatabase, getDb, openDatabase, queryRows, type Db } from './client';
import { inTransaction, NestedConnectionError } from './transaction-scope';

jest.setTimeout(120_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukly-tx-scope-'));
let db: Db;

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = dataDir;
  db = await getDb();
});

afterAll(async () => {
  await closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The error `work` ends with, thrown at once or rejected (null: none). */
const refusal = (work: () => unknown) =>
  Promise.resolve()
    .then(work)
    .then(
      () => null,
      (error: Error) => error,
    );

const one = async (handle: Parameters<typeof queryRows>[0]) =>
  (await queryRows<{ n: number }>(handle, sql`select 1 as n`))[0].n;

describe('no second connection inside a transaction', () => {
  it('refuses getDb() and openDatabase() inside a transaction at once, and the transaction goes on', async () => {
    const seen = await db.transaction(async (tx) => {
      const errors = await Promise.all([refusal(getDb), refusal(openDatabase)]);
      return { errors, inside: inTransaction(), after: await one(tx) };
    });
    for (const error of seen.errors) {
      expect(error).toBeInstanceOf(NestedConnectionError);
      expect((error as Error).message).toMatch(/inside a database transaction.*Pass the transaction \(tx\)/s);
    }
    expect(seen.inside).toBe(true);
    expect(seen.after).toBe(1);
  });

  it('refuses a query or a transaction on the pool handle captured outside, however deep the call', async () => {
    const deepInside = async () => one(db); // a service handed the pool's handle instead of the tx
    const errors = await db.transaction(async () => [
      await refusal(deepInside),
      await refusal(() => db.transaction(async () => 1)),
      await refusal(() => db.execute(sql`select 1`)),
    ]);
    for (const error of errors) expect(error).toBeInstanceOf(NestedConnectionError);
  });

  it("lets the transaction's own handle and its savepoints work, and rolls back a refused callback", async () => {
    await db.execute(sql`create table if not exists scope_probe (n int)`);
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into scope_probe values (1)`);
      const inner = await tx.transaction(async (savepoint) => {
        expect(inTransaction()).toBe(true);
        return one(savepoint);
      });
      return inner + (await one(tx));
    });
    expect(result).toBe(2);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into scope_probe values (2)`);
        await getDb(); // refused: the transaction ends with the error, rolled back
      }),
    ).rejects.toBeInstanceOf(NestedConnectionError);
    expect(await queryRows<{ n: number }>(db, sql`select n from scope_probe order by n`)).toEqual([{ n: 1 }]);
  });

  it('frees the pool again after the transaction, also for work started inside it and finishing later', async () => {
    let later: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      // Started inside, runs after the commit (e.g. a timer, a wake-up of the mail sender): allowed then.
      later = new Promise<void>((resolve) => setTimeout(resolve, 50)).then(async () => one(await getDb()));
      await one(tx);
    });
    expect(inTransaction()).toBe(false);
    expect(await later).toBe(1);
    expect(await one(await getDb())).toBe(1);
  });
});
