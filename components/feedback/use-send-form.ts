'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { api, ApiError } from '@/lib/api/fetcher';
import type { FeedbackResponse } from '@/lib/api/feedback';
import { ensureSuccess } from '@/lib/client/ensure-success';

/** Sending state of a feedback form: POST, then "done" or the server's message. */
export function useSendForm(path: string) {
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(body: object, successToast: string) {
    setSending(true);
    setError(null);
    try {
      ensureSuccess(await api<FeedbackResponse>(path, { method: 'POST', body }));
      setDone(true);
      toast.success(successToast);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Не удалось отправить. Проверьте подключение к интернету.');
    } finally {
      setSending(false);
    }
  }

  return { sending, done, error, send };
}
