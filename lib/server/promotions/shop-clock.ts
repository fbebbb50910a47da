// "Today" of the product of the day. The offer changes at Moscow midnight; the test suites move this clock a day
// forward (POST /api/test/product-of-the-day, SHOP_TEST_MODE=1 and loopback only) instead of waiting for midnight.
// Without test mode the shift cannot be set, so in production this is the wall clock. Kept on globalThis like the
// bonus clock (lib/server/bonuses/clock.ts): Next bundles a module into several chunks, all must read one shift.
import { serverEnv } from '@/lib/server/env';

const KEY = Symbol.for('kukly-shop.offer-clock-shift');
type Holder = { [KEY]?: number };

const DAY_MS = 86_400_000;
/** Moscow keeps UTC+3 all year (no daylight saving since 2014). */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

export function offerNow(): Date {
  return new Date(Date.now() + ((globalThis as Holder)[KEY] ?? 0));
}

/** Test mode only: the offers' clock runs `days` ahead of the wall clock from now on (0 puts it back). */
export function shiftOfferClock(days: number): boolean {
  if (!serverEnv().SHOP_TEST_MODE) return false;
  (globalThis as Holder)[KEY] = days * DAY_MS;
  return true;
}

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
