'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { api, ApiError } from '@/lib/api/fetcher';
import type { UserPersonalUpdateResponse } from '@/lib/api/accounts';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { fieldErrors } from './field-errors';
import styles from './cabinet.module.css';

/** Password change in the profile: needs the current password; other devices are signed out. */
export function PasswordForm() {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (newPassword !== repeat) {
      setErrors({ repeat: 'Пароли не совпадают' });
      return;
    }
    setSending(true);
    setErrors({});
    try {
      ensureSuccess(
        await api<UserPersonalUpdateResponse>('/api/user-personal-update', {
          method: 'PUT',
          body: { old_password: oldPassword, new_password: newPassword },
        }),
      );
      setOldPassword('');
      setNewPassword('');
      setRepeat('');
      toast.success('Пароль изменён', { description: 'На других устройствах нужно будет войти заново.' });
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error('Не удалось сменить пароль', {
        description: error instanceof ApiError ? error.message : undefined,
        duration: 6000,
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="password-title">
      <h2 id="password-title">Смена пароля</h2>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="password-form">
        <label className={`${styles.field} ${styles.wide}`}>
          Текущий пароль
          <input
            type="password"
            name="old_password"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(e) => setOldPassword(e.target.value)}
            aria-invalid={errors.old_password ? true : undefined}
          />
          {errors.old_password && <span className={styles.fieldError}>{errors.old_password}</span>}
        </label>
        <label className={styles.field}>
          Новый пароль
          <input
            type="password"
            name="new_password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            aria-invalid={errors.new_password ? true : undefined}
          />
          {errors.new_password && <span className={styles.fieldError}>{errors.new_password}</span>}
        </label>
        <label className={styles.field}>
          Повторите новый пароль
          <input
            type="password"
            name="repeat"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            aria-invalid={errors.repeat ? true : undefined}
          />
          {errors.repeat && <span className={styles.fieldError}>{errors.repeat}</span>}
        </label>
        <div className={`${styles.buttons} ${styles.wide}`}>
          <button type="submit" className={styles.primary} disabled={sending || !oldPassword || !newPassword}>
            Сменить пароль
          </button>
        </div>
      </form>
    </section>
  );
}
