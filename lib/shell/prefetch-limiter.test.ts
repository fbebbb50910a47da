import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createLimiter, isPrefetchRequest, limitPrefetches } from './prefetch-limiter';

describe('prefetch limiter (at most 4 route preloads at once)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  /** A window-like host whose fetch records the URL and answers after 100 ms. */
  const slowFetchHost = () => {
    const calls: string[] = [];
    const host = {
      fetch: ((input: RequestInfo | URL) => {
        calls.push(String(input));
        return new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('')), 100));
      }) as typeof fetch,
    };
    return { calls, host };
  };

  const delayed =
    (ms: number, value = 'ok') =>
    () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(value), ms));

  it('never runs more than max tasks at once and runs all of them in order', async () => {
    const limiter = createLimiter(4);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const results = Array.from({ length: 10 }, (_, i) =>
      limiter.run(async () => {
        started.push(i);
        peak = Math.max(peak, ++running);
        await delayed(100 + (i % 3) * 50)();
        running--;
        return i;
      }),
    );
    expect(limiter.pending()).toEqual({ active: 4, queued: 6 });
    await jest.advanceTimersByTimeAsync(2000);
    await expect(Promise.all(results)).resolves.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(4);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(limiter.pending()).toEqual({ active: 0, queued: 0 });
  });

  it('a failing task frees its slot', async () => {
    const limiter = createLimiter(1);
    const failed = limiter.run(() => Promise.reject(new Error('offline')));
    const thrown = limiter.run(() => {
      throw new Error('sync');
    });
    const next = limiter.run(delayed(10));
    await expect(failed).rejects.toThrow('offline');
    await expect(thrown).rejects.toThrow('sync');
    await jest.advanceTimersByTimeAsync(10);
    await expect(next).resolves.toBe('ok');
  });

  it('skips a queued task whose signal aborts while it waits, and frees nothing it never took', async () => {
    const limiter = createLimiter(1);
    const ran: string[] = [];
    const task = (name: string) => () => {
      ran.push(name);
      return delayed(100, name)();
    };
    const first = limiter.run(task('first'));
    const controller = new AbortController();
    const abandoned = limiter.run(task('abandoned'), controller.signal);
    const last = limiter.run(task('last'));
    expect(limiter.pending()).toEqual({ active: 1, queued: 2 });

    controller.abort();
    await expect(abandoned).rejects.toMatchObject({ name: 'AbortError' });
    expect(limiter.pending()).toEqual({ active: 1, queued: 1 });

    await jest.advanceTimersByTimeAsync(100);
    await expect(first).resolves.toBe('first');
    await jest.advanceTimersByTimeAsync(100);
    await expect(last).resolves.toBe('last');
    expect(ran).toEqual(['first', 'last']);
    expect(limiter.pending()).toEqual({ active: 0, queued: 0 });
  });

  it('does not queue a task whose signal has already aborted; a running task keeps its slot until it settles', async () => {
    const limiter = createLimiter(1);
    const ran = jest.fn(delayed(10));
    const reason = new Error('gone');
    await expect(limiter.run(ran, AbortSignal.abort(reason))).rejects.toBe(reason);
    expect(ran).not.toHaveBeenCalled();
    expect(limiter.pending()).toEqual({ active: 0, queued: 0 });

    const controller = new AbortController();
    const running = limiter.run(ran, controller.signal);
    controller.abort(); // the task's own fetch sees the signal; the limiter does not drop it twice
    expect(limiter.pending()).toEqual({ active: 1, queued: 0 });
    await jest.advanceTimersByTimeAsync(10);
    await expect(running).resolves.toBe('ok');
    expect(limiter.pending()).toEqual({ active: 0, queued: 0 });
  });

  it('patched fetch: an aborted queued prefetch never reaches the network', async () => {
    const { calls, host } = slowFetchHost();
    const undo = limitPrefetches(host, 1);
    const headers = { 'next-router-prefetch': '1' };
    void host.fetch('/p0', { headers });
    const controller = new AbortController();
    const abandoned = host.fetch('/p1', { headers, signal: controller.signal });
    void host.fetch('/p2', { headers });
    controller.abort();
    await expect(abandoned).rejects.toMatchObject({ name: 'AbortError' });
    await jest.advanceTimersByTimeAsync(200);
    expect(calls).toEqual(['/p0', '/p2']);
    undo();
  });

  it('recognises the router prefetch headers', () => {
    expect(isPrefetchRequest({ headers: { rsc: '1', 'next-router-prefetch': '1' } })).toBe(true);
    expect(isPrefetchRequest({ headers: { 'Next-Router-Segment-Prefetch': '/_tree' } })).toBe(true);
    expect(isPrefetchRequest({ headers: new Headers({ rsc: '1' }) })).toBe(false);
    expect(isPrefetchRequest(undefined)).toBe(false);
  });

  it('queues only prefetches of the patched fetch, and can be undone', async () => {
    const { calls, host } = slowFetchHost();
    const original = host.fetch;
    const undo = limitPrefetches(host, 4);
    const prefetch = { headers: { 'next-router-prefetch': '1' } };
    for (let i = 0; i < 6; i++) void host.fetch(`/p${i}`, prefetch);
    void host.fetch('/api/user-info');
    expect(calls).toEqual(['/p0', '/p1', '/p2', '/p3', '/api/user-info']);
    await jest.advanceTimersByTimeAsync(100);
    expect(calls).toEqual(['/p0', '/p1', '/p2', '/p3', '/api/user-info', '/p4', '/p5']);
    undo();
    expect(host.fetch).toBe(original);
  });
});
