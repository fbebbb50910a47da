// Spec §9: at most 4 route preloads at once. Next's router has a cooperative limit of its own, but it counts
// streams it has started reading and lets more requests out while slow ones still wait for the server (seen in
// tests/e2e/shell.spec.ts: 16 route-tree prefetches pending on a cold home page). This queue holds every router
// prefetch request until fewer than 4 are waiting for their response.
import { MAX_ROUTE_PRELOADS } from './prefetch-policy';

export function createLimiter(max: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    while (active < max && queue.length) {
      active++;
      queue.shift()!();
    }
  };
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push(() => {
          let settled: Promise<T>;
          try {
            settled = task();
          } catch (error) {
            settled = Promise.reject(error);
          }
          settled.then(resolve, reject).finally(() => {
            active--;
            next();
          });
        });
        next();
      });
    },
    pending: () => ({ active, queued: queue.length }),
  };
}

/** The router marks prefetches with these request headers (route trees and segments alike). */
export function isPrefetchRequest(init?: RequestInit): boolean {
  if (!init?.headers) return false;
  const headers = new Headers(init.headers);
  return headers.has('next-router-prefetch') || headers.has('next-router-segment-prefetch');
}

type FetchHost = { fetch: typeof fetch };

/** Routes the router's prefetch requests of `host.fetch` through a queue of `max`; returns the undo. */
export function limitPrefetches(host: FetchHost, max = MAX_ROUTE_PRELOADS): () => void {
  const original = host.fetch;
  const limiter = createLimiter(max);
  const limited: typeof fetch = (input, init) =>
    isPrefetchRequest(init) ? limiter.run(() => original.call(host, input, init)) : original.call(host, input, init);
  host.fetch = limited;
  return () => {
    if (host.fetch === limited) host.fetch = original;
  };
}
