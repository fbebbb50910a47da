import type { CSSProperties } from 'react';
import { countOf, VOTES } from '@/lib/format/plural';
import styles from './rating-stars.module.css';

/** Read-only stars with the average and the vote count. */
export function RatingStars({ rating, votes, compact }: { rating: number; votes: number; compact?: boolean }) {
  const rounded = Math.round(rating);
  return (
    <div className={styles.rating}>
      {/* A plain <div> may not carry aria-label (HTML-ARIA); the stars are the picture the label names. */}
      {/* One element drawn by CSS (five outlined stars, the filled ones over them), not five SVGs: a listing or the
          home page shows dozens of cards, and inline SVGs were a large share of their HTML. */}
      <span
        className={`${styles.stars} ${compact ? styles.compact : ''}`}
        style={{ '--filled': rounded } as CSSProperties}
        role="img"
        aria-label={votes ? `Рейтинг ${rating.toFixed(1)} из 5` : 'Нет оценок'}
      />
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
