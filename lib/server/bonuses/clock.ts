// The bonus programme's "now": a named clock (lib/server/named-clock.ts) the bonus suites move forward with
// POST /api/test/bonuses, instead of waiting out return windows, expiry and birthdays.
import { namedClock } from '@/lib/server/named-clock';

export { DAY_MS } from '@/lib/server/named-clock';

const clock = namedClock('bonus');

export const bonusNow = clock.now;

/** Test mode only: the bonus clock runs `days` ahead of the wall clock from now on (0 puts it back). */
export const shiftBonusClock = clock.shift;

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
