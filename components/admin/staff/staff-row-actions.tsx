'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AdminButton, ButtonRow } from '@/components/admin/ui/form';
import { adminRequest, errorText } from '@/lib/client/admin-request';

type Props = { id: number; email: string; role: 'admin' | 'manager'; disabled: boolean };

/** A person's role switch and on/off switch (PATCH /api/admin/staff/{id}); a refusal is said beside them. */
export function StaffRowActions({ id, email, role, disabled }: Props) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function change(body: { role?: string; disabled?: boolean }, confirmText?: string) {
    if (confirmText && !window.confirm(confirmText)) return;
    setBusy(true);
    setError(null);
    try {
      await adminRequest(`/api/admin/staff/${id}`, 'PATCH', body);
      router.refresh();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
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
      </ButtonRow>
      {error && (
        <p role="alert" style={{ color: '#b3261e', margin: '4px 0 0' }}>
          {error}
        </p>
      )}
    </div>
  );
}
