import type { ProductReviewsResponse } from '@/lib/api/product-reviews';
import { countOf, REVIEWS, VOTES } from '@/lib/format/plural';
import { ReviewStars } from '@/components/ui/review-stars';
import styles from './reviews.module.css';

const STARS = ['5', '4', '3', '2', '1'] as const;

/**
 * The average over every rating, how many there are (`ratings`: the product's count), and how many shoppers gave
 * each number of stars. Ratings the demo catalogue was seeded with have no per-star breakdown: the bars show the
 * ratings that have one.
 */
export function RatingSummary({
  summary,
  ratings,
}: {
  summary: Pick<ProductReviewsResponse, 'rating' | 'distribution' | 'total'>;
  ratings: number;
}) {
  const broken = STARS.reduce((sum, star) => sum + summary.distribution[star], 0);
  return (
    <div className={styles.summary} data-testid="rating-distribution">
      {ratings > 0 ? (
        <>
          <p className={styles.average}>
            {summary.rating.toFixed(1)} <ReviewStars rating={summary.rating} size={20} />
          </p>
          <p className={styles.muted}>
            {countOf(ratings, VOTES)}, {countOf(summary.total, REVIEWS)}
          </p>
          {broken > 0 && (
            <ul className={styles.bars}>
              {STARS.map((star) => {
                const n = summary.distribution[star];
                return (
                  <li key={star} className={styles.bar}>
                    <span aria-hidden="true">{`${star} ★`}</span>
                    <span className={styles.track} aria-hidden="true">
                      <span className={styles.fill} style={{ width: `${Math.round((n / broken) * 100)}%` }} />
                    </span>
                    <span>
                      <span className="visually-hidden">{`Оценка ${star} из 5: `}</span>
                      {n}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      ) : (
        <p className={styles.muted}>Оценок пока нет</p>
      )}
    </div>
  );
}
