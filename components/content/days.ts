import { plural } from '@/lib/format/plural';

export const DAYS: readonly [string, string, string] = ['день', 'дня', 'дней'];

/** «2–7 дней», «1 день»: an en dash between the bounds, the noun agrees with the upper one. */
export function daysRange(min: number, max: number): string {
  const span = min === max ? `${max}` : `${min}–${max}`;
  return `${span}\u00a0${plural(max, DAYS)}`;
}
