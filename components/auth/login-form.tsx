'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/field';
import { onFormSubmit, useSubmit } from '@/components/ui/use-submit';
import { api, ApiError } from '@/lib/api/fetcher';
import type { AuthResponse } from '@/lib/api/accounts';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { useAuthModal } from '@/lib/client/auth-modal';
import { reloadPersonalData } from '@/lib/client/session-actions';
import { PasswordField } from './password-field';
import styles from './auth-form.module.css';

/** docs/PRODUCT.md#accounts: email is sent as `login`; no client-side validation; success closes, reloads user info. */
export function LoginForm() {
  const { open } = useAuthModal();
  const afterSignIn = useAfterSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submit, sending] = useSubmit(
    async () =>
      ensureSuccess(await api<AuthResponse>('/api/login', { method: 'POST', body: { login: email.trim(), password } })),
    {
      success: 'Успешный вход',
      onSuccess: afterSignIn,
      error: (error) => ({ title: 'Неверный логин и/или пароль', description: serverText(error) }),
    },
  );

  return (
    <form className={styles.form} onSubmit={onFormSubmit(submit)} noValidate data-testid="login-form">
      <EmailField className={styles.field} autoComplete="username" value={email} onValue={setEmail} />
      <PasswordField autoComplete="current-password" value={password} onValue={setPassword} />
      <Button type="submit" className={styles.submit} pending={sending}>
        Войти
      </Button>
      <div className={styles.links}>
        <Button variant="link" onClick={() => open('forgot')}>
          Забыли пароль?
        </Button>
        <Button variant="link" onClick={() => open('register')}>
          Зарегистрироваться
        </Button>
      </div>
    </form>
  );
}

export const serverText = (error: unknown) => (error instanceof ApiError ? error.message : 'Нет связи с сервером');

/** After signing in or registering: the modal closes, the header learns who is in, server parts re-render. */
export function useAfterSignIn() {
  const { close } = useAuthModal();
  const router = useRouter();
  return async () => {
    close();
    await reloadPersonalData();
    router.refresh();
  };
}
