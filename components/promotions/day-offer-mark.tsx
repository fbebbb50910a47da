import type { ProductDetail } from '@/lib/api/catalog';
import { OfferCountdown } from './offer-countdown';
import styles from './product-of-the-day.module.css';

/**
 * «Товар дня» on the product page of today's offer, under its day price (the price the cart charges). In the cached
 * HTML like the home page's block (the copy is dropped at Moscow midnight); the countdown is the one island, and
 * when it runs out it asks for today's offer, which drops the copies of the day before.
 */
export function DayOfferMark({ offer }: { offer: NonNullable<ProductDetail['day_offer']> }) {
  return (
    <p className={styles.mark} data-testid="day-offer-mark">
      <span className={styles.markTitle}>Товар дня</span>
      <span className={styles.badge}>−{offer.percent}%</span>
      <span>
        <OfferCountdown endsAt={offer.ends_at} />
      </span>
    </p>
  );
}
