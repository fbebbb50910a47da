'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import { useSubmit } from '@/components/ui/use-submit';
import type { AlertUnsubscribeResponse } from '@/lib/api/alerts';
import { api, ApiError } from '@/lib/api/fetcher';
import { ensureSuccess } from '@/lib/client/ensure-success';
import styles from './alerts.module.css';

/**
 * The «Отписаться» link of an alert letter lands here: one press of the button (not the visit itself, which mail
 * scanners make on their own) stops the letters.
 */
export function UnsubscribeForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submit, sending] = useSubmit(
    async () =>
      ensureSuccess(
        await api<AlertUnsubscribeResponse>('/api/alerts/unsubscribe', { method: 'POST', body: { token } }),
      ),
    {
      onSuccess: () => setDone(true),
      onError: (e) =>
        setError(e instanceof ApiError ? e.message : 'Не удалось отписаться. Проверьте подключение к интернету.'),
    },
  );
  if (done) {
    return (
      <p className={styles.done} role="status" data-testid="unsubscribe-done">
        Готово: писем о поступлении и снижении цен больше не будет. Подписаться снова можно на странице товара или в{' '}
        <Link href="/wishlist">избранном</Link>.
      </p>
    );
  }
  return (
    <div className={styles.stock}>
      <p>Отписаться от всех писем о поступлении товаров и о снижении цен в избранном?</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button className={styles.submit} pending={sending} onClick={() => void submit()} data-testid="unsubscribe">
        Отписаться
      </Button>
    </div>
  );
}
