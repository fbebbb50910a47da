// Inside a transaction a memoised read never waits for a load another request started: that load may be queued for
// a pooled connection the transaction holds (issue 25). Outside, loads are shared as always.
import { describe, expect, it } from '@jest/globals';
import { inTransaction } from '@/lib/db/transaction-scope';
import { processState } from '@/lib/process-registry';
import { memo } from './memo';

/** Runs `fn` as a transaction's callback does (the scope lib/db/transaction-scope.ts keeps in the process registry). */
function asInTransaction<T>(fn: () => Promise<T>): Promise<T> {
  return processState.transactionScopes!.run({ open: true }, fn);
}

const policy = { ttlMs: 60_000, tags: ['test'] };
const never = () => new Promise<number>(() => {});

describe('memo inside a transaction', () => {
  it('shares a running load outside a transaction', async () => {
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([memo('shared', policy, load), memo('shared', policy, load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
  });

  it("loads its own copy instead of waiting for another request's load still running", async () => {
    void memo('running', policy, never); // another request's load, waiting for a connection
    const inside = await asInTransaction(async () => [inTransaction(), await memo('running', policy, async () => 7)]);
    expect(inside).toEqual([true, 7]);
  });

  it('takes a settled value inside a transaction like anywhere else', async () => {
    expect(await memo('settled', policy, async () => 1)).toBe(1);
    expect(await asInTransaction(() => memo('settled', policy, async () => 2))).toBe(1);
  });
});
