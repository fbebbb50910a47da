'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSubmit } from '@/components/ui/use-submit';
import type { AlertConfirmResponse } from '@/lib/api/alerts';
import { api, ApiError } from '@/lib/api/fetcher';
import { ensureSuccess } from '@/lib/client/ensure-success';
import styles from './alerts.module.css';

/**
 * The link of an alert's confirmation letter lands here: one press of the button (not the visit itself, which mail
 * scanners make on their own) makes the alert active.
 */
export function ConfirmAlertForm({ token }: { token: string }) {
  const [done, setDone] = useState<AlertConfirmResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submit, sending] = useSubmit(
    async () =>
      ensureSuccess(await api<AlertConfirmResponse>('/api/alerts/confirm', { method: 'POST', body: { token } })),
    {
      onSuccess: (reply) => setDone(reply),
      onError: (e) =>
        setError(e instanceof ApiError ? e.message : 'Не удалось подтвердить. Проверьте подключение к интернету.'),
    },
  );
  if (done) {
    return (
      <p className={styles.done} role="status" data-testid="alert-confirm-done">
        {done.product
          ? `Готово: как только «${done.product}» появится в наличии, пришлём одно письмо.`
          : 'Готово: напишем, когда товары из избранного подешевеют.'}{' '}
        Отписаться можно по ссылке в любом нашем письме об этом.
      </p>
    );
  }
  return (
    <div className={styles.stock}>
      <p>Подтвердите, что хотите получать письма на этот адрес.</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button className={styles.submit} pending={sending} onClick={() => void submit()} data-testid="alert-confirm">
        Подтвердить
      </Button>
    </div>
  );
}
