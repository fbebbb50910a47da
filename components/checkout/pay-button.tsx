'use client';

import { useState } from 'react';
import { useNavigate } from '@/components/shell/use-navigate';
import { api, ApiError } from '@/lib/api/fetcher';
import type { PayResponse } from '@/lib/api/payments';
import { useHydrated } from '@/lib/client/cart-hydrated';
import { NavigationRefusedError } from '@/lib/shell/navigation';
import styles from './result.module.css';

/** «Оплатить» / «Оплатить снова»: a new payment attempt, then off to the provider's page. */
export function PayButton({ order, label = 'Оплатить заказ' }: { order: string; label?: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function pay() {
    setBusy(true);
    setError(null);
    try {
      const { payment_url } = await api<PayResponse>('/api/payments/pay', { method: 'POST', body: { order } });
      // The provider's page: another site, or our own /pay/… (a full page load by its route rule).
      navigate(payment_url, { external: true });
    } catch (e) {
      setError(
        e instanceof ApiError
          ? e.message
          : e instanceof NavigationRefusedError
            ? 'Не удалось открыть страницу оплаты, попробуйте позже'
            : 'Нет связи с магазином, попробуйте ещё раз',
      );
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" className={styles.primary} onClick={pay} disabled={busy || !hydrated} data-testid="pay-again">
        {busy ? 'Переходим к оплате…' : label}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
