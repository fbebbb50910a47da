'use client';

import { useState } from 'react';
import { useSubmit } from '@/components/ui/use-submit';
import { api } from '@/lib/api/fetcher';
import type { SubscribeResponse } from '@/lib/api/types';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { isValidEmail } from '@/lib/format/email';

/**
 * The subscription form's logic, shared by the footer form and the subscribe modal:
 * the button is disabled while the email is empty or invalid; success toasts; failures are only logged.
 */
export function useSubscribe(onSuccess?: () => void) {
  const [email, setEmail] = useState('');
  const valid = isValidEmail(email);
  const [send, sending] = useSubmit(
    // A 403 body comes back as the result: no success toast for a refusal.
    async () =>
      ensureSuccess(await api<SubscribeResponse>('/api/subscribe', { method: 'POST', body: { email: email.trim() } })),
    {
      success: 'Вы подписались на новости!',
      onSuccess: () => {
        setEmail('');
        onSuccess?.();
      },
      onError: (error) => console.error('Подписка не удалась', error),
    },
  );

  async function submit(event?: React.FormEvent) {
    event?.preventDefault();
    if (valid && !sending) await send();
  }

  return { email, setEmail, valid, sending, submit };
}
