import { StarIcon } from '@/components/ui/icons';
import type { ShopReview } from '@/lib/api/feedback';
import styles from './feedback.module.css';

const DATE = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});

export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`Оценка ${rating} из 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} size={16} filled={n <= rating} />
      ))}
    </span>
  );
}

/** Published shop reviews (server-rendered, so they are indexed). */
export function ReviewList({ reviews }: { reviews: ShopReview[] }) {
  if (reviews.length === 0) return <p>Отзывов пока нет — станьте первым!</p>;
  return (
    <ul className={styles.reviews} data-testid="review-list">
      {reviews.map((review) => (
        <li key={review.id} className={styles.review} data-testid="review">
          <div className={styles.reviewHead}>
            <strong>{review.name}</strong>
            <ReviewStars rating={review.rating} />
            <time className={styles.date} dateTime={review.date}>
              {DATE.format(new Date(review.date))}
            </time>
          </div>
          <p className={styles.reviewText}>{review.text}</p>
          {review.answer && (
            <p className={styles.answer}>
              <strong>Ответ магазина:</strong> {review.answer}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
