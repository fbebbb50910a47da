'use client';

import { AdminButton, AdminTextareaField, ButtonRow, FormMessage } from '@/components/admin/ui/form';
import { useOutcomeOutlivesForm } from '@/components/admin/shell/outcome-announcer';
import { REVIEW_REPLY_MAX } from '@/lib/config/back-office-limits';
import { PRODUCT_REPLY_MAX_LENGTH } from '@/lib/config/product-reviews';
import type { ReviewStatus } from '@/lib/config/review-statuses';
import { useAdminAction } from '@/lib/client/use-admin-action';

/** What staff moderate: reviews of the shop (/feedback), reviews of a product and questions about a product. */
export type Moderated = 'shop-review' | 'product-review' | 'product-question';

/** Per kind: its PATCH endpoint, its reply field (the API's name), the field's label and limit, the outcomes' words. */
const MODERATED: Record<
  Moderated,
  { path: string; field: 'reply' | 'answer'; label: string; maxLength: number; published: string; rejected: string }
> = {
  'shop-review': {
    path: '/api/admin/reviews',
    field: 'reply',
    label: 'Ответ магазина (виден всем под отзывом)',
    maxLength: REVIEW_REPLY_MAX,
    published: 'Отзыв опубликован',
    rejected: 'Отзыв отклонён',
  },
  'product-review': {
    path: '/api/admin/product-reviews',
    field: 'reply',
    label: 'Ответ магазина (виден всем под отзывом)',
    maxLength: PRODUCT_REPLY_MAX_LENGTH,
    published: 'Отзыв опубликован',
    rejected: 'Отзыв отклонён',
  },
  'product-question': {
    path: '/api/admin/product-questions',
    field: 'answer',
    label: 'Ответ магазина (виден всем под вопросом)',
    maxLength: PRODUCT_REPLY_MAX_LENGTH,
    published: 'Вопрос опубликован',
    rejected: 'Вопрос отклонён',
  },
};

/**
 * Publish or reject one review or question, with the shop's public reply: PATCH its endpoint with the status and
 * the reply. A published one can have its reply saved or be taken off the site; a rejected one can be published.
 */
export function ModerationForm({
  of,
  id,
  status,
  text,
}: {
  of: Moderated;
  id: number;
  status: ReviewStatus;
  text: string | null;
}) {
  const words = MODERATED[of];
  const { busy, errors, message, done, run } = useAdminAction();
  useOutcomeOutlivesForm(done);

  function moderate(form: HTMLFormElement | null, next: 'published' | 'rejected') {
    const value = form ? String(new FormData(form).get(words.field) ?? '') : '';
    void run(`${words.path}/${id}`, 'PATCH', { status: next, [words.field]: value }, words[next]);
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        moderate(event.currentTarget, 'published');
      }}
      noValidate
      data-testid={`moderate-${of}-${id}`}
    >
      {done && <FormMessage tone="success">{done}</FormMessage>}
      {message && !errors[words.field] && <FormMessage>{message}</FormMessage>}
      <AdminTextareaField
        label={words.label}
        name={words.field}
        rows={3}
        maxLength={words.maxLength}
        defaultValue={text ?? ''}
        error={errors[words.field]}
      />
      <ButtonRow>
        <AdminButton type="submit" disabled={busy}>
          {status === 'published' ? 'Сохранить ответ' : 'Опубликовать'}
        </AdminButton>
        {status !== 'rejected' && (
          <AdminButton
            variant="danger"
            disabled={busy}
            onClick={(event) => moderate(event.currentTarget.form, 'rejected')}
          >
            {status === 'published' ? 'Снять с сайта' : 'Отклонить'}
          </AdminButton>
        )}
      </ButtonRow>
    </form>
  );
}
