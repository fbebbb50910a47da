'use client';

import { useState } from 'react';
import { adminRequest, errorText, fieldErrors } from '@/lib/client/admin-request';

/**
 * Posting the app code and the current password, as turning the second factor on and off both do: a refused
 * password is shown by the password field, anything else (a wrong code, no connection) by the code field.
 */
export function useCodeAndPasswordSubmit<Answer>(path: string, onAccepted: (answer: Answer) => void) {
  const [codeError, setCodeError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = { code: String(form.get('code') ?? ''), password: String(form.get('password') ?? '') };
    setBusy(true);
    setCodeError(null);
    setPasswordError(null);
    try {
      onAccepted(await adminRequest<Answer>(path, 'POST', body));
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields.password) setPasswordError(fields.password);
      else setCodeError(fields.code ?? errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy, codeError, passwordError };
}
