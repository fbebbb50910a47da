'use client';

import { ActionMessages, AdminButton, AdminTextField, ButtonRow } from '@/components/admin/ui/form';
import { numberOrNull, withFormData } from '@/components/admin/ui/form-values';
import { useAdminAction } from '@/lib/client/use-admin-action';

/** A manual credit (a positive number) or debit (negative) of a customer's points, with the reason they see. */
export function BonusAdjustForm({ customerId }: { customerId: number }) {
  const { busy, errors, message, done, run } = useAdminAction();

  const record = withFormData(async (data, form) => {
    const body = { points: numberOrNull(data.get('points')), reason: String(data.get('reason') ?? '') };
    const ok = await run(`/api/admin/customers/${customerId}/bonuses`, 'POST', body, 'Баллы записаны');
    if (ok) form.reset();
  });

  return (
    <form onSubmit={record} noValidate data-testid="bonus-adjust-form">
      <ActionMessages done={done} message={message} fieldErrors={errors} />
      <AdminTextField
        label="Баллы"
        name="points"
        type="number"
        inputMode="numeric"
        required
        error={errors.points}
        hint="Больше нуля — начислить, меньше нуля (например, −100) — списать. Списать можно не больше баланса"
      />
      <AdminTextField
        label="Причина"
        name="reason"
        maxLength={200}
        required
        error={errors.reason}
        hint="Обязательно: покупатель увидит её в истории баллов"
      />
      <ButtonRow>
        <AdminButton type="submit" pending={busy}>
          Записать
        </AdminButton>
      </ButtonRow>
    </form>
  );
}
