import { StarIcon } from '@/components/ui/icons';
import { countOf, VOTES } from '@/lib/format/plural';
import styles from './rating-stars.module.css';

/** Read-only stars with the average and the vote count. */
export function RatingStars({ rating, votes, compact }: { rating: number; votes: number; compact?: boolean }) {
  const rounded = Math.round(rating);
  return (
    <div className={styles.rating}>
      {/* A plain <div> may not carry aria-label (HTML-ARIA); the stars are the picture the label names. */}
      <span className={styles.stars} role="img" aria-label={votes ? `Рейтинг ${rating.toFixed(1)} из 5` : 'Нет оценок'}>
        {[1, 2, 3, 4, 5].map((n) => (
          <StarIcon key={n} size={compact ? 14 : 18} filled={n <= rounded} />
        ))}
      </span>
      {votes > 0 ? (
        <span className={styles.text}>
          {rating.toFixed(1)}
          {!compact && ` · ${countOf(votes, VOTES)}`}
        </span>
      ) : (
        !compact && <span className={styles.text}>Нет оценок</span>
      )}
    </div>
  );
}
