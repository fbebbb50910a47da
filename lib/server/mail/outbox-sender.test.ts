import { describe, expect, it } from '@jest/globals';
import { MAX_ATTEMPTS, retryDelaySeconds } from './outbox-sender';

describe('retryDelaySeconds', () => {
  it('doubles from the base after each failure, at most an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, 30))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(MAX_ATTEMPTS - 1, 3600)).toBe(3600);
  });

  it('gives the letter up after the last attempt', () => {
    expect(retryDelaySeconds(MAX_ATTEMPTS, 30)).toBeNull();
  });
});
