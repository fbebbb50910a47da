'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { onFormSubmit, useSubmit } from '@/components/ui/use-submit';
import { api } from '@/lib/api/fetcher';
import type { UserPersonalUpdateResponse } from '@/lib/api/types';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { failureToast, fieldErrors } from './field-errors';
import styles from './cabinet.module.css';

/** Password change in the profile: needs the current password; other devices are signed out. */
export function PasswordForm() {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [send, sending] = useSubmit(
    async () =>
      ensureSuccess(
        await api<UserPersonalUpdateResponse>('/api/user-personal-update', {
          method: 'PUT',
          body: { old_password: oldPassword, new_password: newPassword },
        }),
      ),
    {
      success: { title: 'Пароль изменён', description: 'На других устройствах нужно будет войти заново.' },
      onSuccess: () => {
        setOldPassword('');
        setNewPassword('');
        setRepeat('');
      },
      onError: (error) => setErrors(fieldErrors(error)),
      error: failureToast('Не удалось сменить пароль'),
    },
  );

  function submit() {
    if (newPassword !== repeat) {
      setErrors({ repeat: 'Пароли не совпадают' });
      return;
    }
    setErrors({});
    void send();
  }

  const field = { className: styles.field, errorClassName: styles.fieldError, type: 'password' };
  return (
    <section className={styles.card} aria-labelledby="password-title">
      <h2 id="password-title">Смена пароля</h2>
      <form className={styles.form} onSubmit={onFormSubmit(submit)} noValidate data-testid="password-form">
        <TextField
          {...field}
          label="Текущий пароль"
          className={`${styles.field} ${styles.wide}`}
          name="old_password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
          error={errors.old_password}
        />
        <TextField
          {...field}
          label="Новый пароль"
          name="new_password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          error={errors.new_password}
        />
        <TextField
          {...field}
          label="Повторите новый пароль"
          name="repeat"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={errors.repeat}
        />
        <div className={`${styles.buttons} ${styles.wide}`}>
          <Button type="submit" className={styles.button} pending={sending} disabled={!oldPassword || !newPassword}>
            Сменить пароль
          </Button>
        </div>
      </form>
    </section>
  );
}
