import { formatReviewDay, ReviewStars } from '@/components/ui/review-stars';
import type { ShopReview } from '@/lib/api/feedback';
import styles from './feedback.module.css';

/** Published shop reviews (server-rendered, so they are indexed). */
export function ShopReviewList({ reviews }: { reviews: ShopReview[] }) {
  if (reviews.length === 0) return <p>Отзывов пока нет — станьте первым!</p>;
  return (
    <ul className={styles.reviews} data-testid="review-list">
      {reviews.map((review) => (
        <li key={review.id} className={styles.review} data-testid="review">
          <div className={styles.reviewHead}>
            <strong>{review.name}</strong>
            <ReviewStars rating={review.rating} />
            <time className={styles.date} dateTime={review.date}>
              {formatReviewDay(review.date)}
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
