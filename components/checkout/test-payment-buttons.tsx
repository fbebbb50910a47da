'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSubmit } from '@/components/ui/use-submit';
import { api, ApiError } from '@/lib/api/fetcher';
import type { TestDecisionResponse } from '@/lib/api/payments';
import { useHydrated } from '@/lib/client/cart-hydrated';
import styles from './result.module.css';

/** The test provider's two buttons: the decision goes through the provider's notification, then back to the shop. */
export function TestPaymentButtons({ paymentId }: { paymentId: string }) {
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const [decide, busy] = useSubmit(
    async (action: 'pay' | 'decline') => {
      setError(null);
      const { redirect_url } = await api<TestDecisionResponse>('/api/payments/test/decide', {
        method: 'POST',
        body: { payment_id: paymentId, action },
      });
      window.location.assign(redirect_url);
    },
    {
      pendingAfterSuccess: true,
      onError: (e) => setError(e instanceof ApiError ? e.message : 'Нет связи, попробуйте ещё раз'),
    },
  );
  return (
    <>
      <div className={styles.buttons}>
        <Button
          className={`${styles.action} ${styles.main}`}
          pending={busy}
          disabled={!hydrated}
          onClick={() => decide('pay')}
          data-testid="test-pay"
        >
          Оплатить
        </Button>
        <Button
          variant="secondary"
          className={styles.action}
          pending={busy}
          disabled={!hydrated}
          onClick={() => decide('decline')}
          data-testid="test-decline"
        >
          Отклонить платёж
        </Button>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
