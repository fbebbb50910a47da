import type { Metadata } from 'next';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { DateTime } from '@/components/admin/ui/cells';
import { DataTable } from '@/components/admin/ui/data-table';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ModerationForm } from '@/components/admin/ui/moderation-form';
import { MODERATION_STATUS } from '@/components/admin/ui/moderation-status';
import { FilterBar } from '@/components/admin/ui/filter-bar';
import { AdminSelectField } from '@/components/admin/ui/form';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Pager } from '@/components/admin/ui/pager';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import { adminShopReviewsQuery, type AdminShopReview } from '@/lib/api/admin/shop-reviews';
import type { ReviewStatus } from '@/lib/config/review-statuses';
import { getDb } from '@/lib/db/client';
import { ADMIN_SHOP_REVIEWS_PER_PAGE, listShopReviewsForModeration } from '@/lib/server/admin/shop-reviews/moderation';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Отзывы о магазине' };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Shop reviews: the waiting ones first (pending is the default filter); publish, reject, reply publicly. */
export default async function ShopReviewsPage({ searchParams }: { searchParams: Search }) {
  const access = await checkStaff('reviews');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const raw = await searchParams;
  const wanted = raw.status === undefined ? 'pending' : raw.status;
  const parsed = adminShopReviewsQuery.safeParse({ status: wanted === 'all' ? undefined : wanted, page: raw.page });
  const { status, page } = parsed.success ? parsed.data : { status: 'pending' as const, page: 1 };
  const data = await listShopReviewsForModeration(await getDb(), { status, page });
  return (
    <>
      <PageHeader
        title="Отзывы о магазине"
        description={`Отзыв появляется на странице «Отзывы и помощь» сразу после публикации. Ждут проверки: ${data.counts.pending}.`}
      />
      <FilterBar action="/admin/reviews" resetHref="/admin/reviews">
        <AdminSelectField label="Показать" name="status" defaultValue={status ?? 'all'}>
          {(Object.keys(MODERATION_STATUS) as ReviewStatus[]).map((s) => (
            <option key={s} value={s}>
              {MODERATION_STATUS[s].label} ({data.counts[s]})
            </option>
          ))}
          <option value="all">Все</option>
        </AdminSelectField>
      </FilterBar>
      <DataTable<AdminShopReview>
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
            cell: (r) => (
              <StatusBadge tone={MODERATION_STATUS[r.status].tone}>{MODERATION_STATUS[r.status].label}</StatusBadge>
            ),
          },
          {
            label: 'Решение',
            cell: (r) => <ModerationForm of="shop-review" id={r.id} status={r.status} text={r.answer} />,
          },
        ]}
      />
      <Pager
        path="/admin/reviews"
        query={{ status: status ?? 'all' }}
        page={data.page}
        total={data.total}
        pageSize={ADMIN_SHOP_REVIEWS_PER_PAGE}
      />
    </>
  );
}
