// A small per-process TTL cache for hot catalogue reads (lists, categories, search hints). Safe to lose: the
// database is the truth. Lifetimes and tags come from the cache policy (`memoPolicy(name)`, lib/cache/policy.ts).
import { inTransaction } from '@/lib/db/transaction-scope';
import { processState } from '@/lib/process-registry';

type Entry<T> = { value: Promise<T>; expires: number; tags: readonly string[]; settled?: true };
export type MemoPolicy = { ttlMs: number; tags: readonly string[] };

export type MemoEntry = Entry<unknown>;

// One store per process (lib/process-registry.ts): an invalidation from any layer must reach every copy.
const store = (processState.memos ??= new Map<string, MemoEntry>());
/** Bounded: the oldest entries go first (a Map iterates in insertion order). */
const MAX_ENTRIES = 5000;

export function memo<T>(key: string, policy: MemoPolicy, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = store.get(key) as Entry<T> | undefined;
  if (hit && hit.expires > now) {
    // Inside a transaction a load another request started is not waited for: it may be queued for a pooled
    // connection this transaction holds (lib/db/transaction-scope.ts). This one reads its own copy, with its tx.
    if (hit.settled || !inTransaction()) return hit.value;
    return load();
  }
  const value = load();
  const entry: Entry<T> = { value, expires: now + policy.ttlMs, tags: policy.tags };
  value.then(
    () => (entry.settled = true),
    () => {},
  );
  store.delete(key);
  store.set(key, entry);
  if (store.size > MAX_ENTRIES) store.delete(store.keys().next().value!);
  // Only this load's own entry goes: an invalidation may already have replaced it with a newer one.
  value.catch(() => store.get(key) === entry && store.delete(key));
  return value;
}

/** Drops every memoised read carrying one of the tags; returns how many. */
export function invalidateMemos(tags: readonly string[]): number {
  const wanted = new Set(tags);
  let dropped = 0;
  for (const [key, entry] of store) {
    if (entry.tags.some((tag) => wanted.has(tag))) {
      store.delete(key);
      dropped++;
    }
  }
  return dropped;
}
