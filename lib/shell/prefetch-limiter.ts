// At most 4 route preloads at once (docs/PRODUCT.md#prefetch). Next's router has a cooperative limit too, but it counts
// streams it has started reading and lets more requests out while slow ones still wait for the server (seen in
// tests/e2e/shell.spec.ts: 16 route-tree prefetches pending on a cold home page). This queue holds every router
// prefetch request until fewer than 4 are waiting for their response.
import { MAX_ROUTE_PRELOADS } from './prefetch-policy';

/** What fetch rejects with when its signal aborts: the signal's reason, or an AbortError. */
const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

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
    /**
     * Runs `task` once fewer than `max` run. A task whose `signal` aborts while it waits is dropped from the queue
     * without running (its promise rejects as fetch would), so abandoned prefetches never take a slot.
     */
    run<T>(task: () => Promise<T>, signal?: AbortSignal | null): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) return reject(abortReason(signal));
        const start = () => {
          signal?.removeEventListener('abort', onAbort);
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
        };
        const onAbort = () => {
          const index = queue.indexOf(start);
          if (index === -1) return; // already running: the task's own fetch sees the signal
          queue.splice(index, 1);
          reject(abortReason(signal!));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(start);
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
    isPrefetchRequest(init)
      ? limiter.run(
          () => original.call(host, input, init),
          init?.signal ?? (input instanceof Request ? input.signal : null),
        )
      : original.call(host, input, init);
  host.fetch = limited;
  return () => {
    if (host.fetch === limited) host.fetch = original;
  };
}
