import type { Metadata } from 'next';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { FeedbackFilters } from '@/components/admin/product-reviews/feedback-filters';
import { ProductQuestionsTable } from '@/components/admin/product-reviews/reviews-table';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Pager } from '@/components/admin/ui/pager';
import { getDb } from '@/lib/db/client';
import { moderationFilter } from '@/lib/server/product-reviews/admin-filter';
import {
  ADMIN_PRODUCT_FEEDBACK_PER_PAGE,
  listProductQuestionsForModeration,
} from '@/lib/server/product-reviews/moderation';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Вопросы о товарах' };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Questions about products: the waiting ones first; publish with the shop's answer, or reject. */
export default async function ProductQuestionsPage({ searchParams }: { searchParams: Search }) {
  const access = await checkStaff('reviews');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const filter = moderationFilter(await searchParams);
  const data = await listProductQuestionsForModeration(await getDb(), filter);
  return (
    <>
      <PageHeader
        title="Вопросы о товарах"
        description={`Опубликованный вопрос с ответом магазина сразу появляется на странице товара. Ждут проверки: ${data.counts.pending}.`}
      />
      <FeedbackFilters
        path="/admin/product-questions"
        status={filter.status}
        productId={filter.productId}
        counts={data.counts}
      />
      <ProductQuestionsTable rows={data.questions} waiting={filter.status === 'pending'} />
      <Pager
        path="/admin/product-questions"
        query={{ status: filter.status ?? 'all', pid: filter.productId?.toString() }}
        page={data.page}
        total={data.total}
        pageSize={ADMIN_PRODUCT_FEEDBACK_PER_PAGE}
      />
    </>
  );
}
