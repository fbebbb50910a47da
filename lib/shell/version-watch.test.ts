import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { isNewBuild, latestBuildUrl } from './build';
import { createVersionWatch, hasNewVersion, markNewVersion, resetNewVersion, VERSION_POLL_MS } from './version-watch';

describe('isNewBuild', () => {
  it('is true only for a marker naming another build', () => {
    expect(isNewBuild('a', { id: 'b', timestamp: 1 })).toBe(true);
    expect(isNewBuild('a', { id: 'a', timestamp: 1 })).toBe(false);
    for (const junk of [null, undefined, 'b', {}, { id: '' }, { id: 7 }]) expect(isNewBuild('a', junk)).toBe(false);
  });
  it('asks for the marker with a timestamp query', () => {
    expect(latestBuildUrl(1700000000000)).toBe('/api/build/latest?t=1700000000000');
  });
});

describe('createVersionWatch (poll and reload decision)', () => {
  let latest: string;
  let hidden: boolean;
  const fetchMarker = jest.fn(async () => ({ id: latest, timestamp: 1 }));
  const onNewVersion = jest.fn();
  const flush = () => jest.advanceTimersByTimeAsync(0);

  beforeEach(() => {
    jest.useFakeTimers();
    latest = 'build-1';
    hidden = false;
    fetchMarker.mockClear();
    onNewVersion.mockClear();
    resetNewVersion();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const watch = () => createVersionWatch({ currentId: 'build-1', fetchMarker, onNewVersion, isHidden: () => hidden });

  it('polls every 60 s, not before', async () => {
    watch().start();
    await jest.advanceTimersByTimeAsync(VERSION_POLL_MS - 1);
    expect(fetchMarker).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMarker).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(VERSION_POLL_MS * 2);
    expect(fetchMarker).toHaveBeenCalledTimes(3);
    expect(onNewVersion).not.toHaveBeenCalled();
  });

  it('reports a changed build id once and stops polling', async () => {
    watch().start();
    latest = 'build-2';
    await jest.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(VERSION_POLL_MS * 5);
    expect(fetchMarker).toHaveBeenCalledTimes(1);
  });

  it('checks on demand (tab focus), one request at a time', async () => {
    const w = watch();
    let release: (v: { id: string; timestamp: number }) => void = () => undefined;
    fetchMarker.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const first = w.check();
    await expect(w.check()).resolves.toBe(false); // a second focus event while the first check runs
    expect(fetchMarker).toHaveBeenCalledTimes(1);
    release({ id: 'build-2', timestamp: 2 });
    await expect(first).resolves.toBe(true);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('skips while the tab is hidden', async () => {
    hidden = true;
    watch().start();
    await jest.advanceTimersByTimeAsync(VERSION_POLL_MS * 3);
    expect(fetchMarker).not.toHaveBeenCalled();
  });

  it('ignores failed requests and tries again at the next tick', async () => {
    fetchMarker.mockRejectedValueOnce(new Error('offline'));
    watch().start();
    await jest.advanceTimersByTimeAsync(VERSION_POLL_MS);
    latest = 'build-2';
    await jest.advanceTimersByTimeAsync(VERSION_POLL_MS);
    await flush();
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('keeps the new-version flag for navigation', () => {
    expect(hasNewVersion()).toBe(false);
    markNewVersion();
    expect(hasNewVersion()).toBe(true);
  });
});
