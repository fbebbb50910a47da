// The navigation loading bar (docs/PRODUCT.md#loading-bar): only when a navigation takes longer than the 200 ms throttle,
// it creeps along an estimate of a 2 s navigation and finishes when the page has loaded (or failed).

export const LOADING_THROTTLE_MS = 200;
export const LOADING_DURATION_MS = 2000;
export const LOADING_TICK_MS = 100;

/**
 * Estimated share done after `elapsed` ms of a navigation expected to take `duration` ms: ~70 % at the expected
 * duration, approaching but never reaching 100 % — only the page load completes the bar.
 */
export function estimatedProgress(elapsed: number, duration = LOADING_DURATION_MS): number {
  return (2 / Math.PI) * Math.atan(((elapsed / duration) * 100) / 50);
}

export type ProgressView = { set: (fraction: number) => void; done: () => void };

export function createLoadingBar(view: ProgressView, now: () => number = Date.now) {
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let startedAt = 0;
  let shown = false;

  const start = () => {
    if (throttle !== undefined || shown) return; // already under way
    startedAt = now();
    throttle = setTimeout(() => {
      throttle = undefined;
      shown = true;
      const tick = () => view.set(estimatedProgress(now() - startedAt));
      tick();
      ticker = setInterval(tick, LOADING_TICK_MS);
    }, LOADING_THROTTLE_MS);
  };

  const finish = () => {
    clearTimeout(throttle);
    clearInterval(ticker);
    throttle = ticker = undefined;
    if (shown) view.done();
    shown = false;
  };

  return { start, finish, isActive: () => throttle !== undefined || shown };
}
