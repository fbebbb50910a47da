'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { api } from '@/lib/api/fetcher';
import type { AuthResponse } from '@/lib/api/accounts';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { useAuthModal } from '@/lib/client/auth-modal';
import { serverText } from './login-form';
import styles from './auth-form.module.css';

export const RESET_SENT = 'Ссылка для восстановления пароля отправлена на ваш email';
export const RESET_FAILED = 'Не удалось отправить письмо. Проверьте правильность email или телефона';

/** Spec §4/§8: asks for the reset link; links to login and register; both results toast for 6 s. */
export function ForgotForm() {
  const { open, close } = useAuthModal();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      ensureSuccess(await api<AuthResponse>('/api/change-pass', { method: 'POST', body: { email: email.trim() } }));
      toast.success(RESET_SENT, { description: 'Ссылка действует 1 час.', duration: 6000 });
      close();
    } catch (error) {
      toast.error(RESET_FAILED, { description: serverText(error), duration: 6000 });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="forgot-form">
      <p className={styles.note}>Укажите email, с которым вы регистрировались, — мы пришлём ссылку для смены пароля.</p>
      <label className={styles.field}>
        Email
        <input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <button type="submit" className={styles.submit} disabled={sending}>
        Отправить ссылку
      </button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => open('login')}>
          Вспомнили пароль? Войти
        </button>
        <button type="button" className={styles.linkButton} onClick={() => open('register')}>
          Зарегистрироваться
        </button>
      </div>
    </form>
  );
}
