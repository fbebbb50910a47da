import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { canPrefetch, subscribeToConnection } from './connection';
import {
  afterLoad,
  BUILD_META_DELAY_MS,
  currentRouteRules,
  getRouteRules,
  loadBuildMeta,
  setRouteRules,
} from './build-meta';
import { planNavigation } from './navigation';
import { linkMayPrefetch, MAX_ROUTE_PRELOADS, prefetchAllowed, subscribePrefetchPolicy } from './prefetch-policy';
import { ROUTE_RULES } from './route-rules';

type FakeConnection = EventTarget & { effectiveType?: string; saveData?: boolean };

function setConnection(connection: Partial<FakeConnection> | undefined): FakeConnection | undefined {
  const value = connection && Object.assign(new EventTarget(), connection);
  Object.defineProperty(globalThis, 'navigator', { value: value ? { connection: value } : {}, configurable: true });
  return value;
}

afterEach(() => {
  Object.defineProperty(globalThis, 'navigator', { value: undefined, configurable: true });
  setRouteRules(null);
});

describe('prefetch gating by connection', () => {
  it('skips slow-2g, 2g and data saver; allows 3g, 4g and unknown', () => {
    const cases: [Partial<FakeConnection> | undefined, boolean][] = [
      [{ effectiveType: 'slow-2g' }, false],
      [{ effectiveType: '2g' }, false],
      [{ effectiveType: '4g', saveData: true }, false],
      [{ effectiveType: '3g' }, true],
      [{ effectiveType: '4g', saveData: false }, true],
      [{}, true],
      [undefined, true], // no Network Information API (Safari, Firefox)
    ];
    for (const [connection, expected] of cases) {
      setConnection(connection);
      expect(canPrefetch()).toBe(expected);
    }
  });

  it('follows connection changes', () => {
    const connection = setConnection({ effectiveType: '4g' })!;
    const onChange = jest.fn();
    setRouteRules(ROUTE_RULES);
    const off = subscribePrefetchPolicy(onChange);
    expect(linkMayPrefetch('/sale')).toBe(true);
    connection.effectiveType = '2g';
    connection.dispatchEvent(new Event('change'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(linkMayPrefetch('/sale')).toBe(false);
    off();
    connection.dispatchEvent(new Event('change'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(subscribeToConnection(() => undefined)).toBeInstanceOf(Function);
  });
});

describe('prefetchAllowed', () => {
  it('needs the route rules, a good connection, and a route that allows it', () => {
    expect(prefetchAllowed('/sale', null, true)).toBe(false);
    expect(prefetchAllowed('/sale', ROUTE_RULES, false)).toBe(false);
    expect(prefetchAllowed('/sale', ROUTE_RULES, true)).toBe(true);
    expect(prefetchAllowed('/cart', ROUTE_RULES, true)).toBe(false);
    expect(prefetchAllowed('/cabinet/orders', ROUTE_RULES, true)).toBe(false);
    expect(prefetchAllowed(null, ROUTE_RULES, true)).toBe(false);
  });

  it('at most 4 route preloads at once is the router scheduler limit', () => {
    expect(MAX_ROUTE_PRELOADS).toBe(4);
  });

  it('links prefetch only once the build meta has been read', async () => {
    setConnection({ effectiveType: '4g' });
    expect(linkMayPrefetch('/sale')).toBe(false);
    await loadBuildMeta('b1', async () => ({ id: 'b1', timestamp: 1, routeRules: ROUTE_RULES }));
    expect(linkMayPrefetch('/sale')).toBe(true);
    expect(linkMayPrefetch('/cart')).toBe(false);
  });
});

describe('loadBuildMeta (route rules from the build meta file)', () => {
  beforeEach(() => setRouteRules(null));

  it('reads the meta of the running build', async () => {
    const fetchJson = jest.fn<(url: string) => Promise<unknown>>(async () => ({
      id: 'b 1',
      timestamp: 5,
      routeRules: { '/x': { prefetch: false } },
    }));
    await loadBuildMeta('b 1', fetchJson);
    expect(fetchJson).toHaveBeenCalledWith('/api/build/meta/b%201');
    expect(getRouteRules()).toEqual({ '/x': { prefetch: false } });
  });

  it('falls back to the rule table bundled with this build when it cannot', async () => {
    await loadBuildMeta('b1', async () => {
      throw new Error('offline');
    });
    expect(getRouteRules()).toEqual(ROUTE_RULES);
    setRouteRules(null);
    await loadBuildMeta('b1', async () => null);
    expect(getRouteRules()).toEqual(ROUTE_RULES);
    // So personal pages still are not prefetched and payment pages still load as documents.
    setConnection({ effectiveType: '4g' });
    expect(linkMayPrefetch('/cart')).toBe(false);
    expect(linkMayPrefetch('/cabinet/orders')).toBe(false);
    expect(linkMayPrefetch('/sale')).toBe(true);
  });

  it('before the file arrives, navigation already follows the bundled rules (prefetching still waits)', () => {
    expect(getRouteRules()).toBeNull();
    expect(currentRouteRules()).toBe(ROUTE_RULES);
    setConnection({ effectiveType: '4g' });
    expect(linkMayPrefetch('/sale')).toBe(false);
    const base = 'https://shop.test/cart';
    expect(planNavigation('/payment-success-notification', {}, base).kind).toBe('document');
    expect(planNavigation('/fail-payment.html?order=1', {}, base).kind).toBe('document');
    expect(planNavigation('/pay/A-1', {}, base).kind).toBe('document');
    expect(planNavigation('/sale', {}, base).kind).toBe('app');
    expect(planNavigation('/pay/A-1', {}, base, null).kind).toBe('document');
  });

  it('is fetched 1 s after the load event', () => {
    jest.useFakeTimers();
    try {
      expect(BUILD_META_DELAY_MS).toBe(1000);
      const win = Object.assign(new EventTarget(), { document: { readyState: 'interactive' as DocumentReadyState } });
      const fn = jest.fn();
      afterLoad(fn, BUILD_META_DELAY_MS, win);
      jest.advanceTimersByTime(5000);
      expect(fn).not.toHaveBeenCalled(); // still loading
      win.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(BUILD_META_DELAY_MS - 1);
      expect(fn).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(fn).toHaveBeenCalledTimes(1);

      const late = jest.fn();
      win.document.readyState = 'complete';
      const cancel = afterLoad(late, BUILD_META_DELAY_MS, win);
      jest.advanceTimersByTime(BUILD_META_DELAY_MS);
      expect(late).toHaveBeenCalledTimes(1);
      cancel();
    } finally {
      jest.useRealTimers();
    }
  });
});
