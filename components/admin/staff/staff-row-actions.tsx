'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AdminButton, ButtonRow } from '@/components/admin/ui/form';
import type { StaffPasswordReset } from '@/lib/api/admin/staff';
import { adminRequest } from '@/lib/client/admin-request';
import { useAttempt } from '@/lib/client/use-attempt';
import { TEMPORARY_PASSWORD_NOTE } from './add-staff-form';

type Props = { id: number; email: string; role: 'admin' | 'manager'; disabled: boolean };

/**
 * A person's role switch and on/off switch (PATCH /api/admin/staff/{id}) and a new temporary password for one who
 * forgot theirs (POST /api/admin/staff/{id}/password, shown once); a refusal is said beside them.
 */
export function StaffRowActions({ id, email, role, disabled }: Props) {
  const router = useRouter();
  const { busy, failure: error, attempt } = useAttempt();
  const [temporary, setTemporary] = useState<string | null>(null);

  function resetPassword() {
    if (!window.confirm(`Выдать ${email} новый временный пароль? Старый перестанет действовать, сеансы закончатся.`)) {
      return;
    }
    void attempt(async () => {
      setTemporary(
        (await adminRequest<StaffPasswordReset>(`/api/admin/staff/${id}/password`, 'POST')).temporary_password,
      );
    });
  }

  function change(body: { role?: string; disabled?: boolean }, confirmText?: string) {
    if (confirmText && !window.confirm(confirmText)) return;
    void attempt(async () => {
      await adminRequest(`/api/admin/staff/${id}`, 'PATCH', body);
      router.refresh();
    });
  }

  return (
    <div>
      <ButtonRow>
        <AdminButton
          variant="secondary"
          disabled={busy}
          onClick={() => change({ role: role === 'admin' ? 'manager' : 'admin' })}
        >
          {role === 'admin' ? 'Сделать менеджером' : 'Сделать администратором'}
        </AdminButton>
        {disabled ? (
          <AdminButton variant="secondary" disabled={busy} onClick={() => change({ disabled: false })}>
            Включить
          </AdminButton>
        ) : (
          <AdminButton
            variant="danger"
            disabled={busy}
            onClick={() => change({ disabled: true }, `Отключить ${email}? Все его сеансы закончатся.`)}
          >
            Отключить
          </AdminButton>
        )}
        {!disabled && (
          <AdminButton variant="secondary" disabled={busy} onClick={resetPassword}>
            Сбросить пароль
          </AdminButton>
        )}
      </ButtonRow>
      {temporary && (
        <p role="status" style={{ margin: '4px 0 0' }}>
          Новый временный пароль: <code>{temporary}</code> — показан один раз, действует {TEMPORARY_PASSWORD_NOTE}.
        </p>
      )}
      {error && (
        <p role="alert" style={{ color: '#b3261e', margin: '4px 0 0' }}>
          {error}
        </p>
      )}
    </div>
  );
}
