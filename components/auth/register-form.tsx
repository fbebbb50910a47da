'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/field';
import Link from '@/components/ui/link';
import { onFormSubmit, useSubmit } from '@/components/ui/use-submit';
import { api } from '@/lib/api/fetcher';
import type { AuthResponse } from '@/lib/api/accounts';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { useAuthModal } from '@/lib/client/auth-modal';
import { serverText, useAfterSignIn } from './login-form';
import { PasswordField } from './password-field';
import styles from './auth-form.module.css';

/** docs/PRODUCT.md#accounts: email and password, no client-side validation; success signs in and closes. */
export function RegisterForm() {
  const { open } = useAuthModal();
  const afterSignIn = useAfterSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submit, sending] = useSubmit(
    async () =>
      ensureSuccess(
        await api<AuthResponse>('/api/registration', { method: 'POST', body: { email: email.trim(), password } }),
      ),
    {
      success: 'Вы успешно зарегистрировались',
      onSuccess: afterSignIn,
      error: (error) => ({ title: 'Ошибка регистрации', description: serverText(error) }),
    },
  );

  return (
    <form className={styles.form} onSubmit={onFormSubmit(submit)} noValidate data-testid="register-form">
      <EmailField className={styles.field} value={email} onValue={setEmail} />
      <PasswordField autoComplete="new-password" value={password} onValue={setPassword} />
      <p className={styles.note}>
        Нажимая «Зарегистрироваться», вы соглашаетесь на обработку персональных данных в соответствии с{' '}
        <Link href="/privacy">политикой конфиденциальности</Link>.
      </p>
      <Button type="submit" className={styles.submit} pending={sending}>
        Зарегистрироваться
      </Button>
      <div className={styles.links}>
        <span>
          Уже есть аккаунт?{' '}
          <Button variant="link" onClick={() => open('login')}>
            Войти
          </Button>
        </span>
      </div>
    </form>
  );
}
