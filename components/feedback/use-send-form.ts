'use client';

import { useState } from 'react';
import { onFormSubmit, useSubmit } from '@/components/ui/use-submit';
import { api, ApiError } from '@/lib/api/fetcher';
import type { FeedbackResponse } from '@/lib/api/feedback';
import { ensureSuccess } from '@/lib/client/ensure-success';

/** Sending state of a feedback form: POST, then "done" with a toast, or the server's message in the form. */
export function useSendForm(path: string, successToast: string) {
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submit, sending] = useSubmit(
    async (body: object) => ensureSuccess(await api<FeedbackResponse>(path, { method: 'POST', body })),
    {
      onSuccess: () => setDone(true),
      success: successToast,
      onError: (e) =>
        setError(e instanceof ApiError ? e.message : 'Не удалось отправить. Проверьте подключение к интернету.'),
    },
  );

  /** An onSubmit sending `body`. */
  const sendOnSubmit = (body: object) =>
    onFormSubmit(() => {
      setError(null);
      return submit(body);
    });

  return { sending, done, error, sendOnSubmit };
}
