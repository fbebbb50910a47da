'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { api, ApiError } from '@/lib/api/fetcher';
import type { AuthResponse } from '@/lib/api/accounts';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { useAuthModal } from '@/lib/client/auth-modal';
import { reloadPersonalData } from '@/lib/client/session-actions';
import styles from './auth-form.module.css';

/** Spec §4/§8: email is sent as `login`; no client-side validation; success closes and reloads user info. */
export function LoginForm() {
  const { open, close } = useAuthModal();
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      ensureSuccess(await api<AuthResponse>('/api/login', { method: 'POST', body: { login: email.trim(), password } }));
      toast.success('Успешный вход');
      close();
      await reloadPersonalData();
      router.refresh();
    } catch (error) {
      toast.error('Неверный логин и/или пароль', { description: serverText(error), duration: 6000 });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="login-form">
      <label className={styles.field}>
        Email
        <input type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label className={styles.field}>
        Пароль
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <button type="submit" className={styles.submit} disabled={sending}>
        Войти
      </button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => open('forgot')}>
          Забыли пароль?
        </button>
        <button type="button" className={styles.linkButton} onClick={() => open('register')}>
          Зарегистрироваться
        </button>
      </div>
    </form>
  );
}

export const serverText = (error: unknown) => (error instanceof ApiError ? error.message : 'Нет связи с сервером');
