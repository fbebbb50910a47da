'use client';

import { useState } from 'react';
import { api, ApiError } from '@/lib/api/fetcher';
import type { TestDecisionResponse } from '@/lib/api/payments';
import { useHydrated } from '@/lib/client/cart-hydrated';
import styles from './result.module.css';

/** The test provider's two buttons: the decision goes through the provider's notification, then back to the shop. */
export function TestPaymentButtons({ paymentId }: { paymentId: string }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function decide(action: 'pay' | 'decline') {
    setBusy(true);
    setError(null);
    try {
      const { redirect_url } = await api<TestDecisionResponse>('/api/payments/test/decide', {
        method: 'POST',
        body: { payment_id: paymentId, action },
      });
      window.location.assign(redirect_url);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Нет связи, попробуйте ещё раз');
      setBusy(false);
    }
  }
  return (
    <>
      <div className={styles.buttons}>
        <button type="button" className={styles.primary} disabled={busy || !hydrated} onClick={() => decide('pay')} data-testid="test-pay">
          Оплатить
        </button>
        <button type="button" className={styles.decline} disabled={busy || !hydrated} onClick={() => decide('decline')} data-testid="test-decline">
          Отклонить платёж
        </button>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
