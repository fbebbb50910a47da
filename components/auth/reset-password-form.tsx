'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { useNavigate } from '@/components/shell/use-navigate';
import { api } from '@/lib/api/fetcher';
import type { AuthResponse } from '@/lib/api/accounts';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { reloadPersonalData } from '@/lib/client/session-actions';
import { serverText } from './login-form';
import styles from './auth-form.module.css';
import box from './reset-password.module.css';

/** Sets the new password from the emailed link; the shop signs the shopper in and opens the profile. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (password !== repeat) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setSending(true);
    try {
      ensureSuccess(await api<AuthResponse>('/api/reset-password', { method: 'POST', body: { token, password } }));
      toast.success('Пароль изменён', { description: 'Вы вошли в аккаунт с новым паролем.' });
      await reloadPersonalData();
      if (navigate('/cabinet/profile', { replace: true }).kind === 'app') router.refresh();
    } catch (error) {
      toast.error('Не удалось сменить пароль', { description: serverText(error), duration: 6000 });
      setSending(false);
    }
  }

  return (
    <div className={box.box}>
      <p>
        Придумайте новый пароль для <strong>{email}</strong>. Другие устройства будут отключены от аккаунта.
      </p>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="reset-password-form">
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <label className={styles.field}>
          Новый пароль
          <input
            type="password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <label className={styles.field}>
          Повторите пароль
          <input
            type="password"
            name="repeat"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            aria-invalid={mismatch || undefined}
          />
        </label>
        {mismatch && (
          <p className={styles.note} role="alert">
            Пароли не совпадают
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={sending || !password}>
          Сохранить пароль
        </button>
      </form>
    </div>
  );
}
