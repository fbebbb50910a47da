// A small per-process TTL cache for hot catalogue reads (lists, categories). Safe to lose: the database is the truth.
type Entry<T> = { value: Promise<T>; expires: number };
const store = new Map<string, Entry<unknown>>();
/** Bounded: the oldest entries go first (a Map iterates in insertion order). */
const MAX_ENTRIES = 5000;

export function memo<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = store.get(key) as Entry<T> | undefined;
  if (hit && hit.expires > now) return hit.value;
  const value = load();
  store.delete(key);
  store.set(key, { value, expires: now + ttlMs });
  if (store.size > MAX_ENTRIES) store.delete(store.keys().next().value!);
  value.catch(() => store.delete(key));
  return value;
}

