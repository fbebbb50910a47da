import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { CHUNK_RELOAD_KEY, claimReload, RELOAD_GUARD_MS } from './reload-guard';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('claimReload (10 s reload guard)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_700_000_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('allows one reload, refuses within 10 s, allows again after', () => {
    const store = memory();
    expect(claimReload(store, CHUNK_RELOAD_KEY, Date.now())).toBe(true);
    expect(store.map.get(CHUNK_RELOAD_KEY)).toBe(String(Date.now()));
    jest.advanceTimersByTime(RELOAD_GUARD_MS - 1);
    expect(claimReload(store, CHUNK_RELOAD_KEY, Date.now())).toBe(false);
    jest.advanceTimersByTime(1);
    expect(claimReload(store, CHUNK_RELOAD_KEY, Date.now())).toBe(true);
  });

  it('keys are independent', () => {
    const store = memory();
    expect(claimReload(store, 'a', Date.now())).toBe(true);
    expect(claimReload(store, 'b', Date.now())).toBe(true);
  });

  it('a clock that went back does not block for ever; junk counts as nothing', () => {
    const store = memory();
    store.setItem(CHUNK_RELOAD_KEY, String(Date.now() + 60_000));
    expect(claimReload(store, CHUNK_RELOAD_KEY, Date.now())).toBe(true);
    store.setItem(CHUNK_RELOAD_KEY, 'junk');
    expect(claimReload(store, CHUNK_RELOAD_KEY, Date.now())).toBe(true);
  });

  it('without usable storage nothing is reloaded (no loop possible)', () => {
    expect(claimReload(null, CHUNK_RELOAD_KEY, Date.now())).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(claimReload(broken, CHUNK_RELOAD_KEY, Date.now())).toBe(false);
  });
});
