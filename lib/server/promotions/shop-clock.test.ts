import { describe, expect, it } from '@jest/globals';
import { addDays, moscowDay, moscowDayEnd } from './shop-clock';

describe('the Moscow day of the product of the day', () => {
  it('turns at 21:00 UTC (Moscow midnight), not at UTC midnight', () => {
    expect(moscowDay(new Date('2026-11-26T20:59:59.999Z'))).toBe('2026-11-26');
    expect(moscowDay(new Date('2026-11-26T21:00:00.000Z'))).toBe('2026-11-27');
    expect(moscowDay(new Date('2026-12-31T22:30:00.000Z'))).toBe('2027-01-01');
  });

  it('ends at the next Moscow midnight', () => {
    expect(moscowDayEnd('2026-11-26').toISOString()).toBe('2026-11-26T21:00:00.000Z');
    expect(moscowDay(moscowDayEnd('2026-11-26'))).toBe('2026-11-27');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
