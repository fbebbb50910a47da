'use client';

import { AdminButton, AdminTextareaField, ButtonRow, FormMessage } from '@/components/admin/ui/form';
import type { InboxKind } from '@/lib/api/admin/inbox';
import { INBOX_ANSWER_MAX } from '@/lib/config/back-office-limits';
import { useOutcomeOutlivesForm } from '@/components/admin/shell/outcome-announcer';
import { useAdminAction } from '@/lib/client/use-admin-action';

/** Reply by email (when the sender left an address) or just mark the message answered. */
export function InboxAnswer({
  kind,
  id,
  email,
  answered,
}: {
  kind: InboxKind;
  id: number;
  email: string | null;
  answered: boolean;
}) {
  const { busy, errors, message, done, run } = useAdminAction();
  useOutcomeOutlivesForm(done);
  const path = `/api/admin/inbox/${kind}/${id}/answer`;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const text = String(new FormData(event.currentTarget).get('text') ?? '').trim();
        void run(path, 'POST', { text }, `Ответ отправлен на ${email}`);
      }}
      noValidate
    >
      {done && <FormMessage tone="success">{done}</FormMessage>}
      {message && !errors.text && <FormMessage>{message}</FormMessage>}
      {email && (
        <AdminTextareaField
          label={answered ? 'Ещё один ответ письмом' : 'Ответ письмом'}
          name="text"
          rows={3}
          maxLength={INBOX_ANSWER_MAX}
          error={errors.text}
          hint={`Уйдёт на ${email}`}
          required
        />
      )}
      <ButtonRow>
        {email && (
          <AdminButton type="submit" disabled={busy}>
            Отправить ответ
          </AdminButton>
        )}
        {!answered && (
          <AdminButton
            variant="secondary"
            disabled={busy}
            onClick={() => void run(path, 'POST', {}, 'Отмечено как отвеченное')}
          >
            Отметить отвеченным
          </AdminButton>
        )}
      </ButtonRow>
    </form>
  );
}
