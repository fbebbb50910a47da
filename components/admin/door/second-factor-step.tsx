'use client';

import { SignOutButton } from '@/components/admin/shell/sign-out-button';
import { SetupTwoFactor } from '@/components/admin/two-factor/setup-two-factor';
import { VerifyCodeForm } from '@/components/admin/two-factor/verify-code-form';

/** After the password: set the second factor up (the shop requires it) or enter a code. */
export function SecondFactorStep({ step }: { step: 'setup' | 'code' }) {
  return (
    <div>
      <h1>Двухфакторный вход</h1>
      {step === 'setup' ? (
        <>
          <p>В этом магазине сотрудники входят в панель с кодом из приложения. Включите его — это займёт минуту.</p>
          <SetupTwoFactor onDone={() => window.location.reload()} />
        </>
      ) : (
        <>
          <p>Введите шестизначный код из приложения для кодов входа.</p>
          <VerifyCodeForm />
        </>
      )}
      <p>
        <SignOutButton tone="plain" />
      </p>
    </div>
  );
}
