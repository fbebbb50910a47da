'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSubmit } from '@/components/ui/use-submit';
import { api, ApiError } from '@/lib/api/fetcher';
import type {
  HelpfulResponse,
  OwnProductReview,
  ProductReview,
  ProductReviewsResponse,
} from '@/lib/api/product-reviews';
import { useAuthModal } from '@/lib/client/auth-modal';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { useMyProductReview } from '@/lib/client/use-my-product-review';
import {
  PRODUCT_REVIEWS_PER_PAGE,
  REVIEW_SORTS,
  REVIEW_SORT_LABELS,
  type ReviewSort,
} from '@/lib/config/product-reviews';
import { countOf, REVIEWS } from '@/lib/format/plural';
import { RatingSummary } from './rating-summary';
import { ReviewStars } from '@/components/ui/review-stars';
import { ProductReviewCard, ProductReviewText } from './product-review-card';
import { ProductReviewForm } from './product-review-form';
import styles from './reviews.module.css';

const STATUS_NOTE: Record<OwnProductReview['status'], string> = {
  pending: 'Ваш отзыв ждёт проверки модератором. Пока он не опубликован, его можно изменить.',
  published: 'Ваш отзыв опубликован. Спасибо!',
  rejected: 'Модератор не опубликовал ваш отзыв. Исправьте его — он снова уйдёт на проверку.',
};

/**
 * Reviews of the product. The first page (newest first) comes in the shared page's HTML; another sort or the next
 * page is asked of GET /api/product-reviews. What is the shopper's own — their review in any status, their
 * «Полезно» marks — comes from GET /api/product-reviews/mine once the page is in the browser.
 */
export function ProductReviews({
  productId,
  initial,
  ratings,
  className,
}: {
  productId: number;
  initial: ProductReviewsResponse;
  /** Every rating of the product (star votes and published reviews). */
  ratings: number;
  className?: string;
}) {
  const [summary, setSummary] = useState(initial);
  const [reviews, setReviews] = useState<ProductReview[]>(initial.reviews);
  const [sort, setSort] = useState<ReviewSort>('new');
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [writing, setWriting] = useState(false);
  const { data: mine, mutate: reloadMine } = useMyProductReview(productId);
  const { open } = useAuthModal();

  async function load(nextSort: ReviewSort, nextPage: number) {
    setLoading(true);
    try {
      const data = await api<ProductReviewsResponse>(
        `/api/product-reviews?pid=${productId}&page=${nextPage}&sort=${nextSort}`,
      );
      setSummary(data);
      setReviews(nextPage === 1 ? data.reviews : [...reviews, ...data.reviews]);
      setSort(nextSort);
      setPage(nextPage);
    } catch {
      // The list stays as it was; the shopper may try again.
    } finally {
      setLoading(false);
    }
  }

  const own = mine?.review ?? null;
  const hasMore = page * PRODUCT_REVIEWS_PER_PAGE < summary.total;

  return (
    <section className={className} aria-labelledby="reviews" data-testid="product-reviews">
      <h2 id="reviews" className={styles.head}>
        Отзывы <span className={styles.count}>{countOf(summary.total, REVIEWS)}</span>
      </h2>
      <div className={styles.layout}>
        <div>
          <RatingSummary summary={summary} ratings={ratings} />
          {!writing && !own && (
            <Button
              className={styles.write}
              disabled={!mine}
              onClick={() => (mine?.signed_in ? setWriting(true) : open('login'))}
              data-testid="write-review"
            >
              Написать отзыв
            </Button>
          )}
          {mine && !mine.signed_in && !writing && (
            <p className={styles.muted}>Отзывы пишут покупатели, вошедшие в личный кабинет.</p>
          )}
        </div>
        <div>
          {own && !writing && (
            <div className={styles.mine} data-testid="my-review" role="status">
              <p>
                <strong>Ваш отзыв</strong> <ReviewStars rating={own.rating} />
              </p>
              <p className={styles.muted}>{STATUS_NOTE[own.status]}</p>
              {own.status !== 'published' && <ProductReviewText review={own} />}
              {own.status !== 'published' && (
                <Button
                  variant="outline"
                  className={`${styles.button} ${styles.helpful}`}
                  onClick={() => setWriting(true)}
                >
                  Изменить отзыв
                </Button>
              )}
            </div>
          )}
          {writing && (
            <ProductReviewForm
              productId={productId}
              own={own}
              onDone={() => {
                setWriting(false);
                void reloadMine();
              }}
              onCancel={() => setWriting(false)}
            />
          )}
          {summary.total > 0 ? (
            <>
              <div className={styles.toolbar}>
                <label className={styles.sort}>
                  <span>Сортировка</span>
                  <select
                    value={sort}
                    disabled={loading}
                    onChange={(e) => void load(e.target.value as ReviewSort, 1)}
                    data-testid="review-sort"
                  >
                    {REVIEW_SORTS.map((s) => (
                      <option key={s} value={s}>
                        {REVIEW_SORT_LABELS[s]}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <ul className={styles.list} aria-busy={loading || undefined}>
                {reviews.map((review) => (
                  <ProductReviewCard
                    key={review.id}
                    review={review}
                    footer={
                      <HelpfulButton
                        review={review}
                        marked={mine?.helpful.includes(review.id) ?? false}
                        own={own?.id === review.id}
                        signedIn={mine?.signed_in ?? false}
                        onChange={(helpful, marked) => {
                          setReviews((list) => list.map((r) => (r.id === review.id ? { ...r, helpful } : r)));
                          void reloadMine(
                            mine && {
                              ...mine,
                              helpful: marked
                                ? [...mine.helpful, review.id]
                                : mine.helpful.filter((id) => id !== review.id),
                            },
                            { revalidate: false },
                          );
                        }}
                      />
                    }
                  />
                ))}
              </ul>
              {hasMore && (
                <Button
                  variant="outline"
                  className={styles.button}
                  pending={loading}
                  onClick={() => void load(sort, page + 1)}
                >
                  Показать ещё отзывы
                </Button>
              )}
            </>
          ) : (
            <p>Отзывов пока нет. Купили этот товар? Расскажите о нём другим родителям.</p>
          )}
        </div>
      </div>
    </section>
  );
}

/** «Полезно»: one mark per signed-in shopper, pressed again to take it back; a guest is asked to sign in. */
function HelpfulButton({
  review,
  marked,
  own,
  signedIn,
  onChange,
}: {
  review: ProductReview;
  marked: boolean;
  own: boolean;
  signedIn: boolean;
  onChange: (helpful: number, marked: boolean) => void;
}) {
  const { open } = useAuthModal();
  const [toggle, pending] = useSubmit(
    async () =>
      ensureSuccess(
        await api<HelpfulResponse>(`/api/product-reviews/${review.id}/helpful`, {
          method: 'POST',
          body: { helpful: !marked },
        }),
      ),
    {
      onSuccess: (result) => onChange(result.helpful, result.marked),
      error: (e) => (e instanceof ApiError ? e.message : 'Не удалось отметить отзыв'),
    },
  );
  if (own) return <p className={`${styles.muted} ${styles.helpful}`}>Полезно: {review.helpful}</p>;
  return (
    <Button
      variant="outline"
      className={`${styles.button} ${styles.helpful}`}
      aria-pressed={marked}
      pending={pending}
      onClick={() => (signedIn ? void toggle() : open('login'))}
      data-testid="review-helpful"
    >
      Полезно · {review.helpful}
    </Button>
  );
}
