// The product of the day: what the home page shows, and the back office's requests and replies.
import { z } from 'zod';
import type { ProductCard } from './catalog';
import type { ApiSuccess } from './envelope';
import { calendarDate, integer, productId } from './fields';
import { OFFER_PERCENT_MAX, OFFER_PERCENT_MIN } from '@/lib/config/promotions';

/** Today's offer as the home page shows it: the card carries the day price, `old_price` what it costs otherwise. */
export type DayOffer = {
  /** The Moscow date, YYYY-MM-DD. */
  day: string;
  /** When the offer ends: the next Moscow midnight, ISO. */
  ends_at: string;
  percent: number;
  /** Picked automatically from sale goods in stock (nothing chosen for the day). */
  auto: boolean;
  product: ProductCard;
};

/** PUT /api/admin/product-of-the-day: choose (or replace) the product of a Moscow date, today or later. */
export const chooseOfferRequest = z.object({
  day: calendarDate,
  product_id: productId(),
  discount_percent: integer('целое число процентов')
    .min(OFFER_PERCENT_MIN, `от ${OFFER_PERCENT_MIN} до ${OFFER_PERCENT_MAX} %`)
    .max(OFFER_PERCENT_MAX, `от ${OFFER_PERCENT_MIN} до ${OFFER_PERCENT_MAX} %`),
});
export type ChooseOfferInput = z.infer<typeof chooseOfferRequest>;

/** DELETE /api/admin/product-of-the-day?day=…: the day goes back to the automatic pick. */
export const clearOfferQuery = z.object({ day: calendarDate });

export type AdminOffer = {
  day: string;
  product_id: number;
  product_name: string;
  alias: string;
  /** The product's price now and the day price it gives. */
  price: number;
  day_price: number;
  discount_percent: number;
  when: 'past' | 'today' | 'upcoming';
};

export type AdminOffersResponse = ApiSuccess<{
  /** Today's Moscow date. */
  today: string;
  /** What runs today (chosen or automatic); null when nothing qualifies. */
  current: DayOffer | null;
  /** Chosen days: upcoming first (nearest first), then the past 30 days. */
  offers: AdminOffer[];
}>;

export type AdminOfferResponse = ApiSuccess<{ offer: AdminOffer }>;

/** POST /api/test/product-of-the-day (test mode only): move the offers' clock `days` ahead of the wall clock. */
export const testOfferClockRequest = z.object({
  action: z.literal('clock'),
  days: integer('целое число дней').min(0).max(3660),
});
export type TestOfferClockResponse = ApiSuccess<{ now: string; today: string }>;
