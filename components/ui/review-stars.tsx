import { StarIcon } from '@/components/ui/icons';
import styles from './review-stars.module.css';

/** A rating out of 5 as five stars (a fractional average is rounded), read out as «Оценка N из 5». */
export function ReviewStars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`Оценка ${rating} из 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} size={size} filled={n <= Math.round(rating)} />
      ))}
    </span>
  );
}

const DAY = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});

/** The day of a review or question, as the shop's pages show it: «5 марта 2026» (Moscow time). */
export const formatReviewDay = (iso: string) => DAY.format(new Date(iso));
