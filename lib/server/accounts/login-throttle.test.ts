import { describe, expect, it } from '@jest/globals';
import { LIMITS } from '@/lib/server/rate-limit';
import { LOGIN_DELAY, loginDelayMs } from './login-throttle';

describe('loginDelayMs', () => {
  const free = LIMITS.loginAccountSlowdown.limit;

  it('lets the first failures through without waiting (a shopper mistyping)', () => {
    for (let failures = 0; failures <= free; failures++) expect(loginDelayMs(failures)).toBe(0);
  });

  it('doubles from the first step with each further failure, and never passes the ceiling', () => {
    expect([1, 2, 3, 4, 5].map((over) => loginDelayMs(free + over))).toEqual([250, 500, 1000, 2000, 2000]);
    expect(loginDelayMs(free + 1)).toBe(LOGIN_DELAY.firstMs);
    expect(loginDelayMs(10_000)).toBe(LOGIN_DELAY.maxMs);
  });
});
