import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { CURRENT_BUILD } from '@/lib/shell/build';
import { getRouteRules, setRouteRules } from '@/lib/shell/build-meta';
import { navigateTo, type Navigator } from '@/lib/shell/navigation';
import { hasNewVersion, resetNewVersion } from '@/lib/shell/version-watch';
import { VersionWatcher } from './version-watcher';

const NOW = new Date('2026-03-02T10:00:00Z').getTime();
const META_RULES = { '/cart': { prefetch: false } };

let latestId = CURRENT_BUILD.id;
const fetchMock = jest.fn<(url: string, init?: RequestInit) => Promise<unknown>>();
const json = (body: unknown) => ({ ok: true, status: 200, json: async () => body });

const markerCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/build/latest'));
const metaCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/build/meta/'));

/** A navigator as components/shell/use-navigate.ts binds it, with the router and the document loads spied on. */
function fakeNavigator() {
  const nav = {
    base: 'https://shop.test/about',
    push: jest.fn<(path: string) => void>(),
    replace: jest.fn<(path: string) => void>(),
    assign: jest.fn<(url: string) => void>(),
    replaceDocument: jest.fn<(url: string) => void>(),
  };
  return nav satisfies Navigator;
}

/** Lets timers fire and the fetches they start settle. */
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  resetNewVersion();
  setRouteRules(null);
  latestId = CURRENT_BUILD.id;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.startsWith('/api/build/latest')) return json({ id: latestId, timestamp: 1 });
    if (url.startsWith('/api/build/meta/')) return json({ id: CURRENT_BUILD.id, timestamp: 1, routeRules: META_RULES });
    throw new Error(`unexpected fetch ${url}`);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
  resetNewVersion();
  setRouteRules(null);
});

describe('VersionWatcher (new-version detection)', () => {
  it('polls the latest-build marker every 60 s, uncached and with a timestamp query', async () => {
    expect(document.visibilityState).toBe('visible');
    render(<VersionWatcher />);
    await advance(59_999);
    expect(markerCalls()).toHaveLength(0);
    await advance(1);
    expect(markerCalls()).toHaveLength(1);
    await advance(60_000);
    expect(markerCalls()).toHaveLength(2);

    const [[first, firstInit], [second]] = markerCalls();
    expect(first).toBe(`/api/build/latest?t=${NOW + 60_000}`);
    expect(second).toBe(`/api/build/latest?t=${NOW + 120_000}`);
    expect(firstInit).toMatchObject({ cache: 'no-store' });
    expect(hasNewVersion()).toBe(false);
  });

  it('checks the marker when the window regains focus or the tab becomes visible', async () => {
    render(<VersionWatcher />);
    await advance(10);
    expect(markerCalls()).toHaveLength(0);
    await act(async () => void window.dispatchEvent(new Event('focus')));
    await advance(0);
    expect(markerCalls()).toHaveLength(1);
    expect(markerCalls()[0][0]).toBe(`/api/build/latest?t=${NOW + 10}`);
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    await advance(0);
    expect(markerCalls()).toHaveLength(2);
  });

  it('with the same build id, navigation stays in-app', async () => {
    render(<VersionWatcher />);
    await advance(60_000);
    await act(async () => void window.dispatchEvent(new Event('focus')));
    await advance(0);
    expect(markerCalls()).toHaveLength(2);
    expect(hasNewVersion()).toBe(false);

    const nav = fakeNavigator();
    expect(navigateTo('/sale', {}, nav).kind).toBe('app');
    expect(nav.push).toHaveBeenCalledWith('/sale');
    expect(nav.assign).not.toHaveBeenCalled();
  });

  it('a changed build id makes the next navigation a full page load, and stops polling', async () => {
    render(<VersionWatcher />);
    latestId = 'a-newer-build';
    await act(async () => void window.dispatchEvent(new Event('focus')));
    await advance(0);
    expect(hasNewVersion()).toBe(true);

    const nav = fakeNavigator();
    expect(navigateTo('/sale', {}, nav).kind).toBe('document');
    expect(nav.push).not.toHaveBeenCalled();
    expect(nav.assign).toHaveBeenCalledWith('https://shop.test/sale');

    await advance(180_000);
    expect(markerCalls()).toHaveLength(1);
  });

  it('a failed poll changes nothing; the next one still counts', async () => {
    fetchMock.mockImplementationOnce(async () => ({ ok: false, status: 503, json: async () => null }));
    render(<VersionWatcher />);
    await advance(60_000);
    expect(hasNewVersion()).toBe(false);
    latestId = 'a-newer-build';
    await advance(60_000);
    expect(markerCalls()).toHaveLength(2);
    expect(hasNewVersion()).toBe(true);
  });

  it('reads the route rules of the running build 1 s after load, letting the HTTP cache answer', async () => {
    expect(document.readyState).toBe('complete');
    render(<VersionWatcher />);
    await advance(999);
    expect(metaCalls()).toHaveLength(0);
    expect(getRouteRules()).toBeNull();
    await advance(1);
    expect(metaCalls()).toEqual([[`/api/build/meta/${encodeURIComponent(CURRENT_BUILD.id)}`, undefined]]);
    expect(getRouteRules()).toEqual(META_RULES);
  });

  it('stops listening when unmounted', async () => {
    const { unmount } = render(<VersionWatcher />);
    unmount();
    await act(async () => void window.dispatchEvent(new Event('focus')));
    await advance(120_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
