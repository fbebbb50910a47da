'use client';
// Work that must stay out of the page's first paint and hydration: the shopper's city and its delivery promise on
// every card, the city question, the countdown, the analytics config. Under Lighthouse's simulated throttling every
// task that runs before the largest paint is counted into it, and the state such islands set right after
// hydration (a cookie read, a request, a re-render of every card) lands in the same busy stretch.
import { startTransition, useLayoutEffect, useState } from 'react';

/** Runs `work` when the browser is idle (after the page's own work), never during the first paint. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1500);
  return () => clearTimeout(timer);
}

/** Once per page start: true after the first idle moment following hydration, then for good (also across moves). */
let pageIdle = false;
const listeners = new Set<() => void>();
let waiting = false;

/** Calls `listener` at the page's first idle moment (subscribed in a commit: the wait starts when hydration is done). */
function onPageIdle(listener: () => void): () => void {
  listeners.add(listener);
  if (!waiting) {
    waiting = true;
    whenIdle(() => {
      pageIdle = true;
      for (const notify of [...listeners]) notify();
      listeners.clear();
    });
  }
  return () => listeners.delete(listener);
}

/**
 * False in the server's HTML, at hydration and until the browser is first idle after it; true from then on.
 * For islands that add nothing to the first screen's content: they render their placeholder until then.
 *
 * The switch is a transition: every island of the page turns at once, in one render React interrupts every few
 * milliseconds, where an external store (useSyncExternalStore) would re-render them all in one blocking task. An
 * island mounted later (a move within the site) turns in its layout effect, before the browser paints it.
 */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useLayoutEffect(() => {
    if (idle) return;
    if (pageIdle) {
      // Mounted after the page went idle (a move within the site): turn now, in the commit, before the browser
      // paints the placeholder. Hydration cannot start with true: the server's HTML holds the placeholder.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- deliberate, see above
      setIdle(true);
      return;
    }
    return onPageIdle(() => startTransition(() => setIdle(true)));
  }, [idle]);
  return idle;
}
