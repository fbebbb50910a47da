import { FilterBar } from '@/components/admin/ui/filter-bar';
import { AdminSelectField, AdminTextField } from '@/components/admin/ui/form';
import { MODERATION_STATUS } from '@/components/admin/ui/moderation-status';
import { REVIEW_STATUSES, type ReviewStatus } from '@/lib/config/review-statuses';

/** Status (waiting ones by default) and product number, as a GET form: the address keeps the filters. */
export function FeedbackFilters({
  path,
  status,
  productId,
  counts,
}: {
  path: string;
  status: ReviewStatus | undefined;
  productId: number | undefined;
  counts: Record<ReviewStatus, number>;
}) {
  return (
    <FilterBar action={path} resetHref={path}>
      <AdminSelectField label="Показать" name="status" defaultValue={status ?? 'all'}>
        {REVIEW_STATUSES.map((s) => (
          <option key={s} value={s}>
            {MODERATION_STATUS[s].label} ({counts[s]})
          </option>
        ))}
        <option value="all">Все</option>
      </AdminSelectField>
      <AdminTextField label="Товар (номер)" name="pid" inputMode="numeric" defaultValue={productId ?? ''} />
    </FilterBar>
  );
}
