'use client';

import { useState } from 'react';
import { AppCodeField } from './app-code-field';
import { AdminButton, AdminTextField, ButtonRow } from '@/components/admin/ui/form';
import { adminRequest, errorText, fieldErrors } from '@/lib/client/admin-request';

/** Sign-in's second step: the code from the app, or (no phone at hand) one of the recovery codes. */
export function VerifyCodeForm() {
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRecovery ? 'recovery_code' : 'code';

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get(field) ?? '');
    setBusy(true);
    setError(null);
    try {
      await adminRequest('/api/admin/2fa/verify', 'POST', { [field]: value });
      window.location.reload();
    } catch (failure) {
      setError(fieldErrors(failure)[field] ?? errorText(failure));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      {useRecovery ? (
        <AdminTextField
          key="recovery"
          label="Резервный код"
          name="recovery_code"
          autoComplete="off"
          error={error}
          required
          autoFocus
        />
      ) : (
        <AppCodeField key="code" error={error} autoFocus />
      )}
      <ButtonRow>
        <AdminButton type="submit" disabled={busy}>
          Подтвердить
        </AdminButton>
        <AdminButton variant="secondary" onClick={() => (setUseRecovery(!useRecovery), setError(null))}>
          {useRecovery ? 'Ввести код из приложения' : 'Нет телефона: резервный код'}
        </AdminButton>
      </ButtonRow>
    </form>
  );
}
