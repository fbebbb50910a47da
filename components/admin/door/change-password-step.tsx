'use client';

import { useState } from 'react';
import { SignOutButton } from '@/components/admin/shell/sign-out-button';
import { AdminButton, AdminTextField, FormMessage } from '@/components/admin/ui/form';
import { PASSWORD_RULE_HINT } from '@/lib/api/password-rule';
import { adminRequest, errorText, fieldErrors } from '@/lib/client/admin-request';

/**
 * After signing in with a temporary password: the person chooses their own (POST /api/admin/password) before the
 * back office opens; nothing else works until then.
 */
export function ChangePasswordStep() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = String(form.get('new_password') ?? '');
    if (next !== String(form.get('repeat_password') ?? '')) {
      setErrors({ repeat_password: 'Пароли не совпадают' });
      setMessage(null);
      return;
    }
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      await adminRequest('/api/admin/password', 'POST', {
        current_password: String(form.get('current_password') ?? ''),
        new_password: next,
      });
      window.location.reload();
    } catch (failure) {
      setErrors(fieldErrors(failure));
      setMessage(errorText(failure));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="admin-change-password-title">
      <h1 id="admin-change-password-title">Смените пароль</h1>
      <p>Вы вошли с временным паролем. Придумайте свой — без этого панель не откроется.</p>
      {!Object.keys(errors).length && <FormMessage>{message}</FormMessage>}
      <AdminTextField
        label="Временный пароль"
        name="current_password"
        type="password"
        autoComplete="current-password"
        error={errors.current_password}
        required
      />
      <AdminTextField
        label="Новый пароль"
        name="new_password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_RULE_HINT}
        error={errors.new_password}
        required
      />
      <AdminTextField
        label="Новый пароль ещё раз"
        name="repeat_password"
        type="password"
        autoComplete="new-password"
        error={errors.repeat_password}
        required
      />
      <AdminButton type="submit" disabled={busy}>
        {busy ? 'Сохраняем…' : 'Сменить пароль'}
      </AdminButton>
      <p>
        <SignOutButton tone="plain" />
      </p>
    </form>
  );
}
