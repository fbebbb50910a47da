import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createLoadingBar, estimatedProgress, LOADING_DURATION_MS, LOADING_THROTTLE_MS } from './loading-bar';

describe('loading bar (throttle 200 ms, duration 2 s)', () => {
  const view = { set: jest.fn<(n: number) => void>(), done: jest.fn() };
  beforeEach(() => {
    jest.useFakeTimers();
    view.set.mockClear();
    view.done.mockClear();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('the estimate grows toward but never reaches 100 %', () => {
    expect(estimatedProgress(0)).toBe(0);
    expect(estimatedProgress(LOADING_DURATION_MS)).toBeCloseTo(0.705, 3);
    expect(estimatedProgress(LOADING_DURATION_MS / 2)).toBeLessThan(estimatedProgress(LOADING_DURATION_MS));
    expect(estimatedProgress(60_000)).toBeLessThan(1);
  });

  it('a navigation faster than 200 ms shows nothing', () => {
    const bar = createLoadingBar(view);
    bar.start();
    jest.advanceTimersByTime(LOADING_THROTTLE_MS - 1);
    bar.finish();
    jest.advanceTimersByTime(5000);
    expect(view.set).not.toHaveBeenCalled();
    expect(view.done).not.toHaveBeenCalled();
  });

  it('a slow one shows after 200 ms, creeps, and completes on finish', () => {
    const bar = createLoadingBar(view);
    bar.start();
    jest.advanceTimersByTime(LOADING_THROTTLE_MS);
    expect(view.set).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(LOADING_DURATION_MS - LOADING_THROTTLE_MS);
    const values = view.set.mock.calls.map(([n]) => n);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.at(-1)).toBeCloseTo(0.705, 2);
    bar.start(); // a second navigation while the first is under way changes nothing
    bar.finish();
    expect(view.done).toHaveBeenCalledTimes(1);
    expect(bar.isActive()).toBe(false);
    const calls = view.set.mock.calls.length;
    jest.advanceTimersByTime(1000);
    expect(view.set).toHaveBeenCalledTimes(calls);
  });
});
