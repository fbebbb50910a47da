'use client';

import { useState } from 'react';
import { AppCodeField } from './app-code-field';
import { CurrentPasswordField } from './current-password-field';
import { useCodeAndPasswordSubmit } from './use-code-and-password-submit';
import { AdminButton, ButtonRow, FormMessage } from '@/components/admin/ui/form';
import type { TwoFactorEnabled, TwoFactorSetup } from '@/lib/api/admin/two-factor';
import { adminRequest, errorText } from '@/lib/client/admin-request';
import styles from './two-factor.module.css';

/**
 * Turning the second factor on: get a key (QR code and the same key as text), confirm it with a first code and
 * the current password (an open session alone must not tie the account to someone else's phone), then
 * see the ten recovery codes once. `onDone` runs after the person confirmed they saved them.
 */
export function SetupTwoFactor({ onDone }: { onDone: () => void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmation = useCodeAndPasswordSubmit<TwoFactorEnabled>('/api/admin/2fa/enable', (enabled) =>
    setCodes(enabled.recovery_codes),
  );

  async function start() {
    setBusy(true);
    setError(null);
    try {
      setSetup(await adminRequest<TwoFactorSetup>('/api/admin/2fa/setup', 'POST'));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  if (codes) {
    return (
      <div>
        <FormMessage tone="success">Двухфакторный вход включён.</FormMessage>
        <h2>Резервные коды</h2>
        <p>
          Сохраните их сейчас — они показываются один раз. Каждый код заменяет код из приложения при одном входе, если
          телефона нет под рукой.
        </p>
        <ul className={styles.codes} aria-label="Резервные коды">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <AdminButton onClick={onDone}>Я сохранил коды</AdminButton>
      </div>
    );
  }

  if (!setup) {
    return (
      <div>
        <p>
          Установите на телефон приложение для кодов входа (например, Яндекс Ключ, Google Authenticator или 1Password) и
          получите ключ.
        </p>
        <FormMessage>{error}</FormMessage>
        <AdminButton onClick={start} disabled={busy}>
          Получить ключ
        </AdminButton>
      </div>
    );
  }

  return (
    <form onSubmit={confirmation.submit} noValidate>
      <ol className={styles.steps}>
        <li>
          Отсканируйте QR-код приложением:
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server, nothing to optimise */}
          <img className={styles.qr} src={setup.qr} width={200} height={200} alt="QR-код ключа для приложения" />
        </li>
        <li>
          Или введите ключ вручную: <code className={styles.key}>{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
        </li>
        <li>Введите код, который показало приложение, и ваш пароль:</li>
      </ol>
      <AppCodeField error={confirmation.codeError} />
      <CurrentPasswordField error={confirmation.passwordError} />
      <ButtonRow>
        <AdminButton type="submit" disabled={confirmation.busy}>
          Включить
        </AdminButton>
      </ButtonRow>
    </form>
  );
}
