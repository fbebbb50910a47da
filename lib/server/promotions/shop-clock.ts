// "Today" of the product of the day: a named clock (lib/server/named-clock.ts) the offer suites move a day forward
// with POST /api/test/product-of-the-day instead of waiting for midnight; the offer changes at Moscow midnight.
import { DAY_MS, namedClock } from '@/lib/server/named-clock';

/** Moscow keeps UTC+3 all year (no daylight saving since 2014). */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

const clock = namedClock('offer');

export const offerNow = clock.now;

/** Test mode only: the offers' clock runs `days` ahead of the wall clock from now on (0 puts it back). */
export const shiftOfferClock = clock.shift;

/** The Moscow calendar date (YYYY-MM-DD) of a moment. */
export function moscowDay(at: Date): string {
  return new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

/** The moment a Moscow date ends: the next Moscow midnight. */
export function moscowDayEnd(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - MOSCOW_OFFSET_MS + DAY_MS);
}

/** A Moscow date `days` after another. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
