'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useNavigate } from '@/components/shell/use-navigate';
import { Button } from '@/components/ui/button';
import { onFormSubmit, useSubmit } from '@/components/ui/use-submit';
import { passwordLengthProblem } from '@/lib/api/password-rule';
import { reloadPersonalData } from '@/lib/client/session-actions';
import { postAccountForm, serverText } from './auth-request';
import { PasswordField } from './password-field';
import styles from './auth-form.module.css';
import box from './reset-password.module.css';

/** Sets the new password from the emailed link; the shop signs the shopper in and opens the profile. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [send, sending] = useSubmit(() => postAccountForm('/api/reset-password', { token, password }), {
    success: { title: 'Пароль изменён', description: 'Вы вошли в аккаунт с новым паролем.' },
    onSuccess: async () => {
      await reloadPersonalData();
      if (navigate('/cabinet/profile', { replace: true }).kind === 'app') router.refresh();
    },
    error: (error) => ({ title: 'Не удалось сменить пароль', description: serverText(error) }),
    pendingAfterSuccess: true,
  });

  function submit() {
    const tooShortOrLong = passwordLengthProblem(password);
    setProblem(tooShortOrLong);
    setMismatch(password !== repeat);
    if (!tooShortOrLong && password === repeat) void send();
  }

  return (
    <div className={box.box}>
      <p>
        Придумайте новый пароль для <strong>{email}</strong>. Другие устройства будут отключены от аккаунта.
      </p>
      <form className={styles.form} onSubmit={onFormSubmit(submit)} noValidate data-testid="reset-password-form">
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label="Новый пароль"
          autoComplete="new-password"
          value={password}
          onValue={setPassword}
          error={problem}
        />
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
        <Button type="submit" className={styles.submit} pending={sending} disabled={!password}>
          Сохранить пароль
        </Button>
      </form>
    </div>
  );
}
