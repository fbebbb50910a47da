// The bonus programme's "now". Return windows, expiry and birthdays are weeks and months long; the test suites move
// this clock forward (POST /api/test/bonus-clock, SHOP_TEST_MODE=1 only) instead of waiting. Without test mode the
// shift cannot be set, so in production this is the wall clock. Kept on globalThis: Next bundles a module into
// several chunks, and every chunk must read one shift.
import { serverEnv } from '@/lib/server/env';

const KEY = Symbol.for('kukly-shop.bonus-clock-shift');
type Holder = { [KEY]?: number };

export const DAY_MS = 86_400_000;

export function bonusNow(): Date {
  return new Date(Date.now() + ((globalThis as Holder)[KEY] ?? 0));
}

/** Test mode only: the clock runs `days` ahead of the wall clock from now on (0 puts it back). */
export function shiftBonusClock(days: number): boolean {
  if (!serverEnv().SHOP_TEST_MODE) return false;
  (globalThis as Holder)[KEY] = days * DAY_MS;
  return true;
}

/** `at` plus whole calendar months (the last day of a shorter month when the day does not exist). */
export function addMonths(at: Date, months: number): Date {
  const result = new Date(at);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, last));
  return result;
}
