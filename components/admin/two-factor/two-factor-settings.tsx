'use client';

import { useRouter } from 'next/navigation';
import { AppCodeField } from './app-code-field';
import { CurrentPasswordField } from './current-password-field';
import { useCodeAndPasswordSubmit } from './use-code-and-password-submit';
import { AdminButton, FormMessage } from '@/components/admin/ui/form';
import { SetupTwoFactor } from './setup-two-factor';

type Props = { enabled: boolean; required: boolean; recoveryCodesLeft: number };

/** A staff member's own second factor: turn it on, or off with the password and a current code (unless required). */
export function TwoFactorSettings({ enabled, required, recoveryCodesLeft }: Props) {
  const router = useRouter();
  const disabling = useCodeAndPasswordSubmit('/api/admin/2fa/disable', () => router.refresh());

  if (!enabled) return <SetupTwoFactor onDone={() => router.refresh()} />;

  return (
    <div>
      <FormMessage tone="success">
        Двухфакторный вход включён. Неиспользованных резервных кодов: {recoveryCodesLeft}.
      </FormMessage>
      {required ? (
        <p>В этом магазине он обязателен для сотрудников, выключить его нельзя.</p>
      ) : (
        <form onSubmit={disabling.submit} noValidate>
          <h2>Выключить</h2>
          <AppCodeField error={disabling.codeError} />
          <CurrentPasswordField error={disabling.passwordError} />
          <AdminButton type="submit" variant="danger" disabled={disabling.busy}>
            Выключить двухфакторный вход
          </AdminButton>
        </form>
      )}
    </div>
  );
}
