import type { Metadata } from 'next';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { FeedbackFilters } from '@/components/admin/product-reviews/feedback-filters';
import { ProductReviewsTable } from '@/components/admin/product-reviews/reviews-table';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Pager } from '@/components/admin/ui/pager';
import { getDb } from '@/lib/db/client';
import { moderationFilter } from '@/lib/server/product-reviews/admin-filter';
import {
  ADMIN_PRODUCT_FEEDBACK_PER_PAGE,
  listProductReviewsForModeration,
} from '@/lib/server/product-reviews/moderation';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Отзывы о товарах' };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Product reviews: the waiting ones first; publish (with the shop's reply) or reject. */
export default async function ProductReviewsPage({ searchParams }: { searchParams: Search }) {
  const access = await checkStaff('reviews');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const filter = moderationFilter(await searchParams);
  const data = await listProductReviewsForModeration(await getDb(), filter);
  return (
    <>
      <PageHeader
        title="Отзывы о товарах"
        description={`Опубликованный отзыв сразу появляется на странице товара и входит в его рейтинг. Ждут проверки: ${data.counts.pending}.`}
      />
      <FeedbackFilters
        path="/admin/product-reviews"
        status={filter.status}
        productId={filter.productId}
        counts={data.counts}
      />
      <ProductReviewsTable rows={data.reviews} waiting={filter.status === 'pending'} />
      <Pager
        path="/admin/product-reviews"
        query={{ status: filter.status ?? 'all', pid: filter.productId?.toString() }}
        page={data.page}
        total={data.total}
        pageSize={ADMIN_PRODUCT_FEEDBACK_PER_PAGE}
      />
    </>
  );
}
