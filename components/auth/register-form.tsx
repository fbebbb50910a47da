'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import Link from '@/components/ui/link';
import { api } from '@/lib/api/fetcher';
import type { AuthResponse } from '@/lib/api/accounts';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { useAuthModal } from '@/lib/client/auth-modal';
import { reloadPersonalData } from '@/lib/client/session-actions';
import { serverText } from './login-form';
import styles from './auth-form.module.css';

/** Spec §4/§8: email and password, no client-side validation; success signs in and closes. */
export function RegisterForm() {
  const { open, close } = useAuthModal();
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      ensureSuccess(await api<AuthResponse>('/api/registration', { method: 'POST', body: { email: email.trim(), password } }));
      toast.success('Вы успешно зарегистрировались');
      close();
      await reloadPersonalData();
      router.refresh();
    } catch (error) {
      toast.error('Ошибка регистрации', { description: serverText(error), duration: 6000 });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="register-form">
      <label className={styles.field}>
        Email
        <input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label className={styles.field}>
        Пароль
        <input
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <p className={styles.note}>
        Нажимая «Зарегистрироваться», вы соглашаетесь на обработку персональных данных в соответствии с{' '}
        <Link href="/privacy">политикой конфиденциальности</Link>.
      </p>
      <button type="submit" className={styles.submit} disabled={sending}>
        Зарегистрироваться
      </button>
      <div className={styles.links}>
        <span>
          Уже есть аккаунт?{' '}
          <button type="button" className={styles.linkButton} onClick={() => open('login')}>
            Войти
          </button>
        </span>
      </div>
    </form>
  );
}
