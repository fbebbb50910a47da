import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { memoPolicy, productTag, TAG } from '@/lib/cache/policy';
import { processState } from '@/lib/process-registry';
import type { ResponseCache } from '@/lib/server/http/response-cache/cache';
import type * as Invalidate from './invalidate';
import type * as Memo from '@/lib/server/memo';

const revalidatePath = jest.fn<(path: string, type?: 'page' | 'layout') => void>();
const revalidateTag = jest.fn<(tag: string, profile: unknown) => void>();
jest.mock('next/cache', () => ({ revalidatePath, revalidateTag }));

// Stands in for the response cache the shop's server installs.
const responseCache = { invalidate: jest.fn((tags: readonly string[]) => tags.length) };
processState.responseCache = responseCache as unknown as ResponseCache;

let cache: typeof Invalidate;
let memos: typeof Memo;
beforeAll(async () => {
  cache = await import('./invalidate');
  memos = await import('@/lib/server/memo');
});
beforeEach(() => {
  memos.invalidateMemos([TAG.catalog]);
  jest.clearAllMocks();
  cache.setInvalidationBroadcaster(null);
});

/** How often a memoised read runs for a key within the test. */
function memoised(key: string, name: Parameters<typeof memoPolicy>[0]) {
  const load = jest.fn(async () => key);
  return { load, read: () => memos.memo(key, memoPolicy(name), load) };
}

describe('pageRevalidations', () => {
  it('revalidates every ISR route showing a tag', () => {
    expect(cache.pageRevalidations([TAG.catalog])).toEqual([
      { path: '/(internal)/home/[onDemand]', type: 'page' },
      { path: '/(internal)/listing/[scope]/[query]', type: 'page' },
      { path: '/(shop)/product/[slug]', type: 'page' },
    ]);
    expect(cache.pageRevalidations([TAG.categories])).toEqual([{ path: '/(internal)/home/[onDemand]', type: 'page' }]);
  });

  it("revalidates one product's page by its path, and a category's listings as the listing route", () => {
    expect(cache.pageRevalidations([productTag('kukla-masha'), 'category:kukly'])).toEqual([
      { path: '/(internal)/listing/[scope]/[query]', type: 'page' },
      { path: '/product/kukla-masha' },
    ]);
  });

  it('leaves pages alone for tags no page shows', () => {
    expect(cache.pageRevalidations([TAG.search, TAG.reviews])).toEqual([]);
  });
});

describe('invalidate', () => {
  it("clears Next's pages and tags, the response cache and the memos carrying the tags, then broadcasts", async () => {
    const categories = memoised('catalog:categories', 'categories');
    const hints = memoised('search:hints:kukla', 'searchHints');
    await categories.read();
    await hints.read();
    const broadcast = jest.fn();
    cache.setInvalidationBroadcaster(broadcast);

    cache.invalidate([TAG.categories]);

    expect(revalidatePath.mock.calls).toEqual([['/(internal)/home/[onDemand]', 'page']]);
    expect(revalidateTag.mock.calls).toEqual([[TAG.categories, { expire: 0 }]]);
    expect(responseCache.invalidate).toHaveBeenCalledWith([TAG.categories]);
    expect(broadcast).toHaveBeenCalledWith([TAG.categories]);
    await categories.read();
    await hints.read();
    expect(categories.load).toHaveBeenCalledTimes(2);
    expect(hints.load).toHaveBeenCalledTimes(1);
  });

  it('does nothing for no tags', () => {
    cache.invalidate([]);
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(responseCache.invalidate).not.toHaveBeenCalled();
  });
});

describe('clearLocalCaches', () => {
  it("clears only this process's copies (what a broadcast from another instance does)", async () => {
    const lists = memoised('catalog:list:popular:12', 'productLists');
    await lists.read();
    expect(cache.clearLocalCaches([TAG.catalog])).toEqual({ responses: 1, memos: 1 });
    expect(revalidatePath).not.toHaveBeenCalled();
    await lists.read();
    expect(lists.load).toHaveBeenCalledTimes(2);
  });
});
