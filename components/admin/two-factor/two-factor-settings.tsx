'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AppCodeField } from './app-code-field';
import { CurrentPasswordField } from './current-password-field';
import { AdminButton, FormMessage } from '@/components/admin/ui/form';
import { adminRequest, errorText, fieldErrors } from '@/lib/client/admin-request';
import { SetupTwoFactor } from './setup-two-factor';

type Props = { enabled: boolean; required: boolean; recoveryCodesLeft: number };

/** A staff member's own second factor: turn it on, or off with the password and a current code (unless required). */
export function TwoFactorSettings({ enabled, required, recoveryCodesLeft }: Props) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!enabled) return <SetupTwoFactor onDone={() => router.refresh()} />;

  async function disable(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = { code: String(form.get('code') ?? ''), password: String(form.get('password') ?? '') };
    setBusy(true);
    setError(null);
    setPasswordError(null);
    try {
      await adminRequest('/api/admin/2fa/disable', 'POST', body);
      router.refresh();
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields.password) setPasswordError(fields.password);
      else setError(fields.code ?? errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <FormMessage tone="success">
        Двухфакторный вход включён. Неиспользованных резервных кодов: {recoveryCodesLeft}.
      </FormMessage>
      {required ? (
        <p>В этом магазине он обязателен для сотрудников, выключить его нельзя.</p>
      ) : (
        <form onSubmit={disable} noValidate>
          <h2>Выключить</h2>
          <AppCodeField error={error} />
          <CurrentPasswordField error={passwordError} />
          <AdminButton type="submit" variant="danger" disabled={busy}>
            Выключить двухфакторный вход
          </AdminButton>
        </form>
      )}
    </div>
  );
}
