'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { onFormSubmit, useSubmit } from '@/components/ui/use-submit';
import { api } from '@/lib/api/fetcher';
import type { UserPersonalUpdateResponse } from '@/lib/api/accounts';
import { PASSWORD_RULE_HINT, passwordLengthProblem } from '@/lib/api/password-rule';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { cabinetFieldLook } from './cabinet-field-look';
import { failureToast, fieldErrors } from './field-errors';
import styles from './cabinet.module.css';

const FIELDS = [
  { name: 'old_password', label: 'Текущий пароль', autoComplete: 'current-password', wide: true },
  { name: 'new_password', label: 'Новый пароль', autoComplete: 'new-password', wide: false },
  { name: 'repeat', label: 'Повторите новый пароль', autoComplete: 'new-password', wide: false },
] as const;

const EMPTY = { old_password: '', new_password: '', repeat: '' };

/** Password change in the profile: needs the current password; other devices are signed out. */
export function PasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [send, sending] = useSubmit(
    async () =>
      ensureSuccess(
        await api<UserPersonalUpdateResponse>('/api/user-personal-update', {
          method: 'PUT',
          body: { old_password: values.old_password, new_password: values.new_password },
        }),
      ),
    {
      success: { title: 'Пароль изменён', description: 'На других устройствах нужно будет войти заново.' },
      onSuccess: () => setValues(EMPTY),
      onError: (error) => setErrors(fieldErrors(error)),
      error: failureToast('Не удалось сменить пароль'),
    },
  );

  function submit() {
    const problem = passwordLengthProblem(values.new_password);
    if (problem) {
      setErrors({ new_password: problem });
      return;
    }
    if (values.new_password !== values.repeat) {
      setErrors({ repeat: 'Пароли не совпадают' });
      return;
    }
    setErrors({});
    void send();
  }

  return (
    <section className={styles.card} aria-labelledby="password-title">
      <h2 id="password-title">Смена пароля</h2>
      <form className={styles.form} onSubmit={onFormSubmit(submit)} noValidate data-testid="password-form">
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            {...cabinetFieldLook(f.wide)}
            error={errors[f.name]}
            hint={f.name === 'new_password' ? PASSWORD_RULE_HINT : undefined}
            type="password"
            name={f.name}
            autoComplete={f.autoComplete}
            value={values[f.name]}
            onValue={(value) => setValues({ ...values, [f.name]: value })}
          />
        ))}
        <div className={`${styles.buttons} ${styles.wide}`}>
          <Button
            type="submit"
            className={styles.button}
            pending={sending}
            disabled={!values.old_password || !values.new_password}
          >
            Сменить пароль
          </Button>
        </div>
      </form>
    </section>
  );
}
