'use client';

import { AdminButton, AdminTextField, ButtonRow, FormMessage } from '@/components/admin/ui/form';
import { numberOrNull } from '@/components/admin/ui/form-values';
import { useAdminAction } from '@/lib/client/use-admin-action';

/** A manual credit (a positive number) or debit (negative) of a customer's points, with the reason they see. */
export function BonusAdjustForm({ customerId }: { customerId: number }) {
  const { busy, errors, message, done, run } = useAdminAction();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = { points: numberOrNull(data.get('points')), reason: String(data.get('reason') ?? '') };
    const ok = await run(`/api/admin/customers/${customerId}/bonuses`, 'POST', body, 'Баллы записаны');
    if (ok) form.reset();
  }

  return (
    <form onSubmit={submit} noValidate data-testid="bonus-adjust-form">
      {done && <FormMessage tone="success">{done}</FormMessage>}
      {message && Object.keys(errors).length === 0 && <FormMessage>{message}</FormMessage>}
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
