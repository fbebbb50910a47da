// The courier's delivery date: which dates a shopper may choose and how they read («пт, 28 ноября»). The server
// checks an order's date by these rules and the checkout offers exactly these dates, so both sides agree
// (docs/adr/0075-courier-date-and-window.md). Zod-free: the browser computes the list. Days are Moscow calendar days.
import {
  AS_SOON_AS_POSSIBLE,
  DELIVERY_DATE_SPAN_DAYS,
  DELIVERY_WINDOWS,
  type DeliveryWindowCode,
} from '@/lib/config/delivery-windows';

const DAY_MS = 86_400_000;
/** Moscow keeps UTC+3 all year (no daylight saving since 2014). */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/** The Moscow calendar date (YYYY-MM-DD) of a moment. */
export const moscowDate = (at: Date): string => new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);

const plusDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The dates a service taking `minDays` can deliver on, ordered now: from Moscow's today plus `minDays` (a parcel
 * cannot arrive sooner than the tariff's shortest time) to DELIVERY_DATE_SPAN_DAYS after that, both included.
 */
export function deliveryDateRange(now: Date, minDays: number): { earliest: string; latest: string } {
  const earliest = plusDays(moscowDate(now), Math.max(0, minDays));
  return { earliest, latest: plusDays(earliest, DELIVERY_DATE_SPAN_DAYS) };
}

/** Every date of the range, in order: the checkout's choice. */
export function allowedDeliveryDates(now: Date, minDays: number): string[] {
  const { earliest } = deliveryDateRange(now, minDays);
  return Array.from({ length: DELIVERY_DATE_SPAN_DAYS + 1 }, (_, i) => plusDays(earliest, i));
}

// Made on first use (see lib/format/price.ts).
let dateLabel: Intl.DateTimeFormat | undefined;

/** «пт, 28 ноября» for 2025-11-28. */
export const deliveryDateLabel = (day: string): string =>
  (dateLabel ??= new Intl.DateTimeFormat('ru-RU', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })).format(new Date(`${day}T00:00:00.000Z`));

/** What is wrong with a chosen date, in Russian, or null when the service can deliver then. */
export function deliveryDateProblem(day: string, now: Date, minDays: number): string | null {
  const { earliest, latest } = deliveryDateRange(now, minDays);
  if (day < earliest) return `Ближайшая дата доставки — ${deliveryDateLabel(earliest)}`;
  if (day > latest) return `Дату доставки можно выбрать не позже ${deliveryDateLabel(latest)}`;
  return null;
}

export const isDeliveryWindow = (code: string): code is DeliveryWindowCode =>
  DELIVERY_WINDOWS.some((w) => w.code === code);

export const deliveryWindowLabel = (code: string): string =>
  DELIVERY_WINDOWS.find((w) => w.code === code)?.label ?? code;

/** «пт, 28 ноября, 09:00–13:00», «как можно скорее» — when the courier comes, as the order pages say it. */
export function deliveryWhen(day: string | null, window: string | null): string {
  return [day ? deliveryDateLabel(day) : AS_SOON_AS_POSSIBLE, window && deliveryWindowLabel(window)]
    .filter(Boolean)
    .join(', ');
}
