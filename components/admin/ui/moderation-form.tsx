'use client';

import { AdminButton, AdminTextareaField, ButtonRow, FormMessage } from '@/components/admin/ui/form';
import { useOutcomeOutlivesForm } from '@/components/admin/shell/outcome-announcer';
import type { ReviewStatus } from '@/lib/config/review-statuses';
import { useAdminAction } from '@/lib/client/use-admin-action';

/** What one kind of moderated text is called: its reply field, the field's label and limit, the outcomes' words. */
export type ModerationWords = {
  field: 'reply' | 'answer';
  label: string;
  maxLength: number;
  published: string;
  rejected: string;
};

/**
 * Publish or reject one review or question, with the shop's public reply: PATCH `path` with the status and the
 * reply. A published one can have its reply saved or be taken off the site; a rejected one can be published.
 */
export function ModerationForm({
  path,
  status,
  text,
  words,
  testId,
}: {
  path: string;
  status: ReviewStatus;
  text: string | null;
  words: ModerationWords;
  testId?: string;
}) {
  const { busy, errors, message, done, run } = useAdminAction();
  useOutcomeOutlivesForm(done);

  function moderate(form: HTMLFormElement | null, next: 'published' | 'rejected') {
    const value = form ? String(new FormData(form).get(words.field) ?? '') : '';
    void run(path, 'PATCH', { status: next, [words.field]: value }, words[next]);
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        moderate(event.currentTarget, 'published');
      }}
      noValidate
      data-testid={testId}
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
