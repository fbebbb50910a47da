'use client';

import { AdminButton, AdminTextareaField, ButtonRow, FormMessage } from '@/components/admin/ui/form';
import { REVIEW_REPLY_MAX } from '@/lib/config/back-office-limits';
import type { ReviewStatus } from '@/lib/config/review-statuses';
import { useOutcomeOutlivesForm } from '@/components/admin/shell/outcome-announcer';
import { useAdminAction } from '@/lib/client/use-admin-action';

/** Publish or reject one review, with the shop's public reply (PATCH /api/admin/reviews/{id}). */
export function ReviewModeration({ id, status, answer }: { id: number; status: ReviewStatus; answer: string | null }) {
  const { busy, errors, message, done, run } = useAdminAction();
  useOutcomeOutlivesForm(done);

  function moderate(form: HTMLFormElement | null, next: 'published' | 'rejected') {
    const reply = form ? String(new FormData(form).get('reply') ?? '') : '';
    const text = next === 'published' ? 'Отзыв опубликован' : 'Отзыв отклонён';
    void run(`/api/admin/reviews/${id}`, 'PATCH', { status: next, reply }, text);
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        moderate(event.currentTarget, 'published');
      }}
      noValidate
    >
      {done && <FormMessage tone="success">{done}</FormMessage>}
      {message && !errors.reply && <FormMessage>{message}</FormMessage>}
      <AdminTextareaField
        label="Ответ магазина (виден всем под отзывом)"
        name="reply"
        rows={3}
        maxLength={REVIEW_REPLY_MAX}
        defaultValue={answer ?? ''}
        error={errors.reply}
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
