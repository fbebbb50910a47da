import { shop } from '@/lib/config/shop';

// Rules of the bonus programme shown on /bonuses. The cabinet's bonus balance and the checkout's
// "pay with points" step must apply the same numbers, so they import them from here.
export const bonusRules = {
  /** Share of the paid order sum (goods, without delivery) credited as points, in percent. */
  earnPercent: 5,
  /** Value of one point in roubles. */
  pointValueRub: 1,
  /** Largest share of an order's goods sum that may be paid with points, in percent. */
  maxPayPercent: 30,
  /** Points for a published product review. */
  reviewPoints: 50,
  /** Points for a published review with a photo. */
  reviewWithPhotoPoints: 100,
  /** Birthday gift in points, credited 7 days before the date given in the profile. */
  birthdayPoints: 500,
  birthdayLeadDays: 7,
  /** Days after delivery before purchase points become available (the return window). */
  creditAfterDays: shop.returnDays,
  /** Points expire this many months after they are credited. */
  expiryMonths: 12,
} as const;
