// The hints' card store: cards missing in answers made at one moment are read in one statement, kept for the policy's
// lifetime, read again in the background while they are still shown, and dropped on an invalidation.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { memoPolicy } from '@/lib/cache/policy';
import { clearLocalCaches } from '@/lib/server/cache/invalidate';
import { hintCards, type HintCardRow } from './hint-cards';

const reads: number[][] = [];
let version = 0;
const read = async (ids: number[]): Promise<HintCardRow[]> => {
  reads.push([...ids].sort((a, b) => a - b));
  version++;
  return ids.map((id) => ({
    id,
    alias: `/p-${id}.html`,
    name: `Кукла ${id} v${version}`,
    price: 1000,
    oldPrice: null,
    images: [],
    brand: 'Весна',
    ratingSum: 0,
    ratingCount: 0,
    stock: 1,
    isNew: false,
    isHit: false,
    isActive: true,
  }));
};
const names = async (ids: number[]) => [...(await hintCards(ids, read)).values()].map((row) => row?.name);

beforeAll(() => {
  // setImmediate stays real: the batch of one moment is read on the next turn of the loop.
  jest.useFakeTimers({ now: 1_000, doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
});
afterAll(() => {
  jest.useRealTimers();
});

describe('hint cards', () => {
  const ttl = memoPolicy('searchHintCards').ttlMs;

  it('reads the cards of answers made at one moment in one statement, then keeps them', async () => {
    const [a, b] = await Promise.all([names([1, 2]), names([2, 3])]);
    expect(a).toEqual(['Кукла 1 v1', 'Кукла 2 v1']);
    expect(b).toEqual(['Кукла 2 v1', 'Кукла 3 v1']);
    expect(reads).toEqual([[1, 2, 3]]);
    await jest.advanceTimersByTimeAsync(9_000);
    expect(await names([1])).toEqual(['Кукла 1 v1']);
    expect(reads).toHaveLength(1);
  });

  it('reads again before they expire the cards shown since, and lets the others run out', async () => {
    reads.length = 0;
    // Past the lifetime of the first read: card 1 was shown again meanwhile, 2 and 3 were not.
    await jest.advanceTimersByTimeAsync(ttl - 8_000);
    expect(reads).toEqual([[1]]);
    expect(await names([1, 2])).toEqual(['Кукла 1 v2', 'Кукла 2 v3']);
    expect(reads).toEqual([[1], [2]]);
  });

  it('drops every card when search or the catalogue is invalidated', async () => {
    reads.length = 0;
    clearLocalCaches(memoPolicy('searchHintCards').tags);
    expect(await names([1])).toEqual(['Кукла 1 v4']);
    expect(reads).toEqual([[1]]);
  });
});
