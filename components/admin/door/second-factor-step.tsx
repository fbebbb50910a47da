'use client';

/** The second factor: set it up (first time) or enter a code. Filled in by the TOTP screens. */
export function SecondFactorStep({ step }: { step: 'setup' | 'code' }) {
  return (
    <div>
      <h1>Двухфакторный вход</h1>
      <p>{step === 'setup' ? 'Включите двухфакторный вход, чтобы работать в панели.' : 'Введите код из приложения.'}</p>
    </div>
  );
}
