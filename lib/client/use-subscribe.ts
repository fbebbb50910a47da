'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { api } from '@/lib/api/fetcher';
import type { SubscribeResponse } from '@/lib/api/feedback';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { isValidEmail } from '@/lib/format/email';

/**
 * The subscription form's logic (spec §5, §8), shared by the footer form and the subscribe modal:
 * the button is disabled while the email is empty or invalid; success toasts; failures are only logged.
 */
export function useSubscribe(onSuccess?: () => void) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const valid = isValidEmail(email);

  async function submit(event?: React.FormEvent) {
    event?.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    try {
      // A 403 body comes back as the result (spec §8): no success toast for a refusal.
      ensureSuccess(await api<SubscribeResponse>('/api/subscribe', { method: 'POST', body: { email: email.trim() } }));
      toast.success('Вы подписались на новости!');
      setEmail('');
      onSuccess?.();
    } catch (error) {
      console.error('Подписка не удалась', error);
    } finally {
      setSending(false);
    }
  }

  return { email, setEmail, valid, sending, submit };
}
