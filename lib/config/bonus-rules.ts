import { shop } from '@/lib/config/shop';

// Rules of the bonus programme: the ledger (lib/server/bonuses), the checkout's «Списать баллы», the cabinet and
// the /bonuses page all take their numbers from here, so the page never promises what the shop does not do.
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
  /** Birthday gift in points, credited 7 days before the date given in the profile, once a year. */
  birthdayPoints: 500,
  birthdayLeadDays: 7,
  /** A birth date (set or changed) counts only after this many days: no gift for a date typed in the week before. */
  birthdaySettledDays: 30,
  /** Days after delivery before purchase points become available (the return window). */
  creditAfterDays: shop.returnDays,
  /** Points expire this many months after they become available (purchase points: after the return window). */
  expiryMonths: 12,
  /** The cabinet and GET /api/bonuses list as «сгорят скоро» what expires within this many days. */
  expiringSoonDays: 30,
  /** Points given back for a cancelled or returned order keep their expiry date, but at least this many days. */
  returnedMinDays: 30,
} as const;

/**
 * The most points an order may take: `maxPayPercent` of the goods after the promo discount, whole points (the
 * checkout's «Списать баллы» and the server's check use this one rule).
 */
export const maxPointsFor = (goodsAfterPromo: number) =>
  Math.max(0, Math.floor((goodsAfterPromo * bonusRules.maxPayPercent) / 100 / bonusRules.pointValueRub));
