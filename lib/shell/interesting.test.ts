import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { INTERESTING_DELAY_MS, INTERESTING_TTL_MS, interestingDue, interestingValue, isQuietPath } from './interesting';

describe("'interesting' prompt expiry arithmetic", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-06-01T09:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits 5 s and keeps quiet for 3 days', () => {
    expect(INTERESTING_DELAY_MS).toBe(5000);
    expect(INTERESTING_TTL_MS).toBe(259_200_000);
    expect(INTERESTING_TTL_MS).toBe(3 * 24 * 60 * 60 * 1000);
  });

  it("stores '1 {now + 3 days}'", () => {
    expect(interestingValue(Date.now())).toBe(`1 ${Date.now() + 259_200_000}`);
  });

  it('is due when the value is missing, not 1, or expired', () => {
    const now = Date.now();
    expect(interestingDue(null, now)).toBe(true);
    expect(interestingDue('', now)).toBe(true);
    expect(interestingDue('0', now)).toBe(true);
    expect(interestingDue(`2 ${now + 1000}`, now)).toBe(true);
    expect(interestingDue('1', now)).toBe(true); // no expiry: treated as expired
    expect(interestingDue('1 soon', now)).toBe(true);
    expect(interestingDue(`1 ${now}`, now)).toBe(true);
    expect(interestingDue(`1 ${now - 1}`, now)).toBe(true);
  });

  it('is not due again for 3 days after being shown, and is due after', () => {
    const stored = interestingValue(Date.now());
    expect(interestingDue(stored, Date.now())).toBe(false);
    jest.advanceTimersByTime(INTERESTING_TTL_MS - 1);
    expect(interestingDue(stored, Date.now())).toBe(false);
    jest.advanceTimersByTime(1);
    expect(interestingDue(stored, Date.now())).toBe(true);
  });
});

describe('quiet paths', () => {
  it('keeps the prompt away from checkout and payment only', () => {
    expect(isQuietPath('/cart')).toBe(true);
    expect(isQuietPath('/pay/42')).toBe(true);
    expect(isQuietPath('/cart-ok')).toBe(false);
    expect(isQuietPath('/category/kukly')).toBe(false);
  });
});
