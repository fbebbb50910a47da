import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Pagination } from '@/components/catalog/pagination';
import { FeedbackForms } from '@/components/feedback/feedback-forms';
import { ShopReviewList } from '@/components/feedback/shop-review-list';
import { ReviewStars } from '@/components/ui/review-stars';
import styles from '@/components/feedback/feedback.module.css';
import Link from '@/components/ui/link';
import { shop, telHref } from '@/lib/config/shop';
import { getDb } from '@/lib/db/client';
import { countOf, REVIEWS } from '@/lib/format/plural';
import { listPublishedShopReviews } from '@/lib/server/feedback/shop-reviews';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/** `?page=N` (N ≥ 2); page 1 is /feedback itself; anything else is not a page. */
function pageOf(raw: string | string[] | undefined): number | null {
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

const hrefFor = (n: number) => (n === 1 ? '/feedback' : `/feedback?page=${n}`);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = pageOf((await searchParams).page) ?? 1;
  return pageMetadata({
    title: page > 1 ? `Отзывы и помощь — страница ${page}` : 'Отзывы и помощь',
    description: `Отзывы покупателей о магазине «${shop.name}» и ответы на вопросы. Оставьте свой отзыв или задайте вопрос.`,
    path: hrefFor(page),
  });
}

export default async function FeedbackPage({ searchParams }: Props) {
  const page = pageOf((await searchParams).page);
  if (page === null) notFound();
  const data = await listPublishedShopReviews(await getDb(), page);
  if (page > data.pages) notFound();
  return (
    <div className="container">
      <h1>Отзывы и помощь</h1>
      {data.total > 0 && (
        <p className={styles.summary} data-testid="reviews-summary">
          <ReviewStars rating={Math.round(data.rating)} />
          {data.rating.toFixed(1)} из 5 · {countOf(data.total, REVIEWS)}
        </p>
      )}
      <div className={styles.layout}>
        <section aria-label="Отзывы покупателей">
          <ShopReviewList reviews={data.reviews} />
          <Pagination page={page} pages={data.pages} hrefFor={hrefFor} />
        </section>
        <aside className={styles.aside} aria-label="Отзыв или вопрос">
          <FeedbackForms />
          <div className={styles.help}>
            <p>
              Нужна помощь с заказом? Звоните <a href={telHref(shop.phone)}>{shop.phone}</a> ({shop.workHours}) или
              пишите на <a href={`mailto:${shop.email}`}>{shop.email}</a>. Где сейчас заказ, покажет страница{' '}
              <Link href="/order-status">«Где мой заказ»</Link>.
            </p>
            <p>
              Условия доставки, оплаты и возврата — на странице <Link href="/delivery">«Доставка и оплата»</Link>.
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
