import { revalidatePath, revalidateTag } from 'next/cache';
import { productPath } from '@/lib/catalog/paths';
import { CACHE_POLICY, isCategoryTag, productSlugOfTag, type IsrPageName } from '@/lib/cache/policy';
import { processState } from '@/lib/process-registry';
import { installedResponseCache } from '@/lib/server/http/response-cache';
import { invalidateMemos } from '@/lib/server/memo';

/**
 * Invalidation by tag (the tags are named in lib/cache/policy.ts). Copies live in three places:
 * - Next's page cache (ISR). With REDIS_URL it is shared by every instance (lib/cache/redis-cache-handler.cjs
 *   keeps revalidations in Redis), so marking it once is enough. The pages carry no data tags of their own,
 *   only Next's implicit tags of their route and path: a tag reaches them through `revalidatePath` of the
 *   routes showing it (one product's page by its path);
 * - this process's response cache in front of Next;
 * - this process's memoised reads.
 */

export type PageRevalidation = { path: string; type?: 'page' };

/** The Next page revalidations the tags call for. */
export function pageRevalidations(tags: readonly string[]): PageRevalidation[] {
  const wanted = new Set(tags);
  const routes = new Set<IsrPageName>();
  for (const [name, thing] of Object.entries(CACHE_POLICY)) {
    if ('isr' in thing && thing.tags.some((tag: string) => wanted.has(tag))) routes.add(name as IsrPageName);
  }
  // Every filtered page of a category is a page of its own: the listing route goes as a whole.
  if (tags.some(isCategoryTag)) routes.add('listingPage');
  const result: PageRevalidation[] = [...routes].map((name) => ({ path: CACHE_POLICY[name].isr.route, type: 'page' }));
  if (!routes.has('productPage')) {
    for (const slug of tags.map(productSlugOfTag)) if (slug) result.push({ path: productPath(slug) });
  }
  return result;
}

// Hook point for spreading invalidations to the other instances (e.g. Redis pub/sub): the broadcaster publishes
// the tags, and each receiving instance calls clearLocalCaches(tags). In the process registry, as it is installed
// at start-up and called from route handlers.
export type Broadcaster = (tags: readonly string[]) => void;

/** Installs (or, with null, removes) what tells the other instances about an invalidation. */
export function setInvalidationBroadcaster(broadcast: Broadcaster | null) {
  if (broadcast) processState.invalidationBroadcaster = broadcast;
  else delete processState.invalidationBroadcaster;
}

/**
 * Drops every copy carrying one of the tags: Next's pages (for every instance), then this process's own copies,
 * then tells the other instances. Call it from a route handler or a server action, after the change is
 * committed: Next revalidates only within a request, and the next visitor gets a fresh render.
 */
export function invalidate(tags: readonly string[]) {
  if (tags.length === 0) return;
  try {
    for (const { path, type } of pageRevalidations(tags)) revalidatePath(path, type);
    // Data Next caches by tag (a tagged fetch or unstable_cache) follows at once; none is tagged today.
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  } catch (error) {
    // Next revalidates only within a request: a background job (an unpaid order cancelled) cannot reach its
    // pages, which then follow at their ISR lifetime; everything else below still goes at once.
    console.warn('[cache] pages not revalidated outside a request:', (error as Error).message);
  }
  clearLocalCaches(tags);
  processState.invalidationBroadcaster?.(tags);
}

// Copies kept elsewhere in the process (the in-process search index) hear of every invalidation here, whichever
// instance made it. In the process registry for the same reason as the broadcaster.
export type InvalidationListener = (tags: readonly string[]) => void;
const listeners = (processState.invalidationListeners ??= []);

/** Calls `listener` with the tags of every invalidation this process applies, after its own copies are gone. */
export function onLocalInvalidation(listener: InvalidationListener) {
  listeners.push(listener);
}

/** Drops this process's own copies (response cache, memos); also what a broadcast from another instance does. */
export function clearLocalCaches(tags: readonly string[]): { responses: number; memos: number } {
  const dropped = { responses: installedResponseCache()?.invalidate(tags) ?? 0, memos: invalidateMemos(tags) };
  for (const listener of listeners) listener(tags);
  return dropped;
}
