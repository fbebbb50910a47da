'use client';

import { AdminButton, AdminTextareaField, ButtonRow, FormMessage } from '@/components/admin/ui/form';
import { useOutcomeOutlivesForm } from '@/components/admin/shell/outcome-announcer';
import { PRODUCT_REPLY_MAX_LENGTH } from '@/lib/config/product-reviews';
import type { ReviewStatus } from '@/lib/config/review-statuses';
import { useAdminAction } from '@/lib/client/use-admin-action';

type Kind = 'review' | 'question';

const WORDS: Record<
  Kind,
  { path: string; field: 'reply' | 'answer'; label: string; published: string; rejected: string }
> = {
  review: {
    path: '/api/admin/product-reviews',
    field: 'reply',
    label: 'Ответ магазина (виден всем под отзывом)',
    published: 'Отзыв опубликован',
    rejected: 'Отзыв отклонён',
  },
  question: {
    path: '/api/admin/product-questions',
    field: 'answer',
    label: 'Ответ магазина (виден всем под вопросом)',
    published: 'Вопрос опубликован',
    rejected: 'Вопрос отклонён',
  },
};

/** Publish or reject a product review or question, with the shop's public reply (PATCH …/{id}). */
export function ProductModeration({
  kind,
  id,
  status,
  text,
}: {
  kind: Kind;
  id: number;
  status: ReviewStatus;
  text: string | null;
}) {
  const words = WORDS[kind];
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
      data-testid={`moderate-${kind}-${id}`}
    >
      {done && <FormMessage tone="success">{done}</FormMessage>}
      {message && !errors[words.field] && <FormMessage>{message}</FormMessage>}
      <AdminTextareaField
        label={words.label}
        name={words.field}
        rows={3}
        maxLength={PRODUCT_REPLY_MAX_LENGTH}
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
