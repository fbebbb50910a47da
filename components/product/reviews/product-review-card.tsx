import type { ReactNode } from 'react';
import { formatReviewDay, ReviewStars } from '@/components/ui/review-stars';
import type { ProductReview } from '@/lib/api/product-reviews';
import styles from './reviews.module.css';

/** One published review: who, when, stars, «Проверенная покупка», pros, cons, comment, photos, the shop's reply. */
export function ProductReviewCard({ review, footer }: { review: ProductReview; footer?: ReactNode }) {
  return (
    <li className={styles.item} data-testid="product-review">
      <div className={styles.itemHead}>
        <strong>{review.name}</strong>
        <ReviewStars rating={review.rating} />
        <time className={styles.date} dateTime={review.created_at}>
          {formatReviewDay(review.created_at)}
        </time>
        {review.verified && (
          <span className={styles.verified} data-testid="verified-purchase">
            Проверенная покупка
          </span>
        )}
      </div>
      <ProductReviewText review={review} />
      {review.photos.length > 0 && (
        <ul className={styles.photos} aria-label="Фото покупателя">
          {review.photos.map((src, index) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noopener">
                {/* The originals are at most 2000 px WebP; 72 px thumbnails need no optimiser round trip. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={src}
                  alt={`Фото ${index + 1} к отзыву ${review.name}`}
                  loading="lazy"
                  width={72}
                  height={72}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <p className={styles.reply} data-testid="review-reply">
          <strong>Ответ магазина:</strong> {review.reply}
        </p>
      )}
      {footer}
    </li>
  );
}

export function ProductReviewText({ review }: { review: Pick<ProductReview, 'pros' | 'cons' | 'text'> }) {
  return (
    <dl className={styles.parts}>
      {review.pros && (
        <div>
          <dt>Достоинства</dt>
          <dd>{review.pros}</dd>
        </div>
      )}
      {review.cons && (
        <div>
          <dt>Недостатки</dt>
          <dd>{review.cons}</dd>
        </div>
      )}
      <div>
        <dt>Комментарий</dt>
        <dd>{review.text}</dd>
      </div>
    </dl>
  );
}
