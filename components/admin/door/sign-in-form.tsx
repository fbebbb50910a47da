'use client';

import { useState } from 'react';
import { AdminButton, AdminTextField, FormMessage } from '@/components/admin/ui/form';
import { adminRequest, errorText } from '@/lib/client/admin-request';

/** The back office's door for a visitor: the shop's one sign-in (POST /api/login), then the page again. */
export function SignInForm({ notice }: { notice?: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await adminRequest('/api/login', 'POST', {
        login: String(form.get('email') ?? '').trim(),
        password: String(form.get('password') ?? ''),
      });
      window.location.reload();
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="admin-sign-in-title">
      <h1 id="admin-sign-in-title">Вход для сотрудников</h1>
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      <FormMessage>{error}</FormMessage>
      <AdminTextField label="Email" name="email" type="email" autoComplete="username" required />
      <AdminTextField label="Пароль" name="password" type="password" autoComplete="current-password" required />
      <AdminButton type="submit" disabled={busy}>
        {busy ? 'Входим…' : 'Войти'}
      </AdminButton>
    </form>
  );
}
