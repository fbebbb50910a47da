import { StarIcon } from '@/components/ui/icons';
import styles from './star-rating-field.module.css';

/**
 * Five stars to choose a rating from (the shop's review and a product's review): radio buttons under the stars,
 * so the keyboard and screen readers work as with any radio group.
 */
export function StarRatingField({
  legend,
  rating,
  onRating,
}: {
  legend: string;
  rating: number;
  onRating: (rating: number) => void;
}) {
  return (
    <fieldset className={styles.rating}>
      <legend>{legend}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={`${styles.starLabel} ${n <= rating ? styles.on : ''}`}>
          <input
            type="radio"
            name="rating"
            value={n}
            checked={rating === n}
            onChange={() => onRating(n)}
            className="visually-hidden"
            aria-label={`${n} из 5`}
          />
          <StarIcon size={28} filled={n <= rating} />
        </label>
      ))}
    </fieldset>
  );
}
