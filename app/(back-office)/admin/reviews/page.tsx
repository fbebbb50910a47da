import type { Metadata } from 'next';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { ReviewModeration } from '@/components/admin/reviews/review-moderation';
import { DateTime } from '@/components/admin/ui/cells';
import { DataTable } from '@/components/admin/ui/data-table';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { FilterBar } from '@/components/admin/ui/filter-bar';
import { AdminSelectField } from '@/components/admin/ui/form';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Pager } from '@/components/admin/ui/pager';
import { StatusBadge, type BadgeTone } from '@/components/admin/ui/status-badge';
import { adminReviewsQuery, type AdminReview } from '@/lib/api/admin/reviews';
import type { ReviewStatus } from '@/lib/config/review-statuses';
import { getDb } from '@/lib/db/client';
import { ADMIN_REVIEWS_PER_PAGE, listReviewsForModeration } from '@/lib/server/admin/reviews/moderation';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Отзывы о магазине' };

const STATUS: Record<ReviewStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Ждёт проверки', tone: 'warning' },
  published: { label: 'Опубликован', tone: 'success' },
  rejected: { label: 'Отклонён', tone: 'neutral' },
};

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Shop reviews: the waiting ones first (pending is the default filter); publish, reject, reply publicly. */
export default async function ReviewsPage({ searchParams }: { searchParams: Search }) {
  const access = await checkStaff('reviews');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const raw = await searchParams;
  const wanted = raw.status === undefined ? 'pending' : raw.status;
  const parsed = adminReviewsQuery.safeParse({ status: wanted === 'all' ? undefined : wanted, page: raw.page });
  const { status, page } = parsed.success ? parsed.data : { status: 'pending' as const, page: 1 };
  const data = await listReviewsForModeration(await getDb(), { status, page });
  return (
    <>
      <PageHeader
        title="Отзывы о магазине"
        description={`Отзыв появляется на странице «Отзывы и помощь» сразу после публикации. Ждут проверки: ${data.counts.pending}.`}
      />
      <FilterBar action="/admin/reviews" resetHref="/admin/reviews">
        <AdminSelectField label="Показать" name="status" defaultValue={status ?? 'all'}>
          {(Object.keys(STATUS) as ReviewStatus[]).map((s) => (
            <option key={s} value={s}>
              {STATUS[s].label} ({data.counts[s]})
            </option>
          ))}
          <option value="all">Все</option>
        </AdminSelectField>
      </FilterBar>
      <DataTable<AdminReview>
        empty={<EmptyState title={status === 'pending' ? 'Новых отзывов нет' : 'Отзывов нет'} />}
        caption="Отзывы о магазине"
        rows={data.reviews}
        rowKey={(r) => r.id}
        columns={[
          { label: 'Когда', cell: (r) => <DateTime value={r.created_at} /> },
          {
            label: 'Автор',
            cell: (r) => (
              <>
                {r.name}
                {r.email && (
                  <>
                    <br />
                    <a href={`mailto:${r.email}`}>{r.email}</a>
                  </>
                )}
              </>
            ),
          },
          { label: 'Оценка', cell: (r) => `${r.rating} из 5`, numeric: true },
          { label: 'Отзыв', cell: (r) => <span style={{ whiteSpace: 'pre-line' }}>{r.text}</span> },
          {
            label: 'Статус',
            cell: (r) => <StatusBadge tone={STATUS[r.status].tone}>{STATUS[r.status].label}</StatusBadge>,
          },
          { label: 'Решение', cell: (r) => <ReviewModeration id={r.id} status={r.status} answer={r.answer} /> },
        ]}
      />
      <Pager
        path="/admin/reviews"
        query={{ status: status ?? 'all' }}
        page={data.page}
        total={data.total}
        pageSize={ADMIN_REVIEWS_PER_PAGE}
      />
    </>
  );
}
