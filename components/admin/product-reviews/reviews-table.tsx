import { DateTime } from '@/components/admin/ui/cells';
import { DataTable } from '@/components/admin/ui/data-table';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ModerationForm } from '@/components/admin/ui/moderation-form';
import { MODERATION_STATUS } from '@/components/admin/ui/moderation-status';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import Link from '@/components/ui/link';
import type { AdminProductQuestion, AdminProductReview } from '@/lib/api/product-reviews';
import { productPath } from '@/lib/catalog/paths';

const productCell = (p: AdminProductReview['product']) => <Link href={productPath(p.alias)}>{p.name}</Link>;

const author = (name: string, email: string | null) => (
  <>
    {name}
    {email && (
      <>
        <br />
        <a href={`mailto:${email}`}>{email}</a>
      </>
    )}
  </>
);

export function ProductReviewsTable({ rows, waiting }: { rows: AdminProductReview[]; waiting: boolean }) {
  return (
    <DataTable<AdminProductReview>
      empty={<EmptyState title={waiting ? 'Новых отзывов нет' : 'Отзывов нет'} />}
      caption="Отзывы о товарах"
      rows={rows}
      rowKey={(r) => r.id}
      columns={[
        { label: 'Когда', cell: (r) => <DateTime value={r.created_at} /> },
        { label: 'Товар', cell: (r) => productCell(r.product) },
        {
          label: 'Автор',
          cell: (r) => (
            <>
              {author(r.name, r.email)}
              {r.verified && (
                <>
                  <br />
                  <StatusBadge tone="success">Проверенная покупка</StatusBadge>
                </>
              )}
            </>
          ),
        },
        { label: 'Оценка', cell: (r) => `${r.rating} из 5`, numeric: true },
        {
          label: 'Отзыв',
          cell: (r) => (
            <span style={{ whiteSpace: 'pre-line' }}>
              {r.pros && `Достоинства: ${r.pros}\n`}
              {r.cons && `Недостатки: ${r.cons}\n`}
              {r.text}
              {r.photos.length > 0 && (
                <>
                  <br />
                  {r.photos.map((src, i) => (
                    <a key={src} href={src} target="_blank" rel="noopener">
                      {`Фото ${i + 1} `}
                    </a>
                  ))}
                </>
              )}
            </span>
          ),
        },
        {
          label: 'Статус',
          cell: (r) => (
            <StatusBadge tone={MODERATION_STATUS[r.status].tone}>{MODERATION_STATUS[r.status].label}</StatusBadge>
          ),
        },
        {
          label: 'Решение',
          cell: (r) => <ModerationForm of="product-review" id={r.id} status={r.status} text={r.reply} />,
        },
      ]}
    />
  );
}

export function ProductQuestionsTable({ rows, waiting }: { rows: AdminProductQuestion[]; waiting: boolean }) {
  return (
    <DataTable<AdminProductQuestion>
      empty={<EmptyState title={waiting ? 'Новых вопросов нет' : 'Вопросов нет'} />}
      caption="Вопросы о товарах"
      rows={rows}
      rowKey={(r) => r.id}
      columns={[
        { label: 'Когда', cell: (r) => <DateTime value={r.created_at} /> },
        { label: 'Товар', cell: (r) => productCell(r.product) },
        { label: 'Автор', cell: (r) => author(r.name, r.email) },
        { label: 'Вопрос', cell: (r) => <span style={{ whiteSpace: 'pre-line' }}>{r.text}</span> },
        {
          label: 'Статус',
          cell: (r) => (
            <StatusBadge tone={MODERATION_STATUS[r.status].tone}>{MODERATION_STATUS[r.status].label}</StatusBadge>
          ),
        },
        {
          label: 'Решение',
          cell: (r) => <ModerationForm of="product-question" id={r.id} status={r.status} text={r.answer} />,
        },
      ]}
    />
  );
}
