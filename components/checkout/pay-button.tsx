'use client';

import { useState } from 'react';
import { useNavigate } from '@/components/shell/use-navigate';
import { Button } from '@/components/ui/button';
import { useSubmit } from '@/components/ui/use-submit';
import { api, ApiError } from '@/lib/api/fetcher';
import type { PayResponse } from '@/lib/api/payments';
import { useHydrated } from '@/lib/client/cart-hydrated';
import { NavigationRefusedError } from '@/lib/shell/navigation';
import styles from './result.module.css';

/** «Оплатить» / «Оплатить снова»: a new payment attempt, then off to the provider's page. */
export function PayButton({ order, label = 'Оплатить заказ' }: { order: string; label?: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pay, busy] = useSubmit(
    async () => {
      setError(null);
      const { payment_url } = await api<PayResponse>('/api/payments/pay', { method: 'POST', body: { order } });
      // The provider's page: another site, or our own /pay/… (a full page load by its route rule).
      navigate(payment_url, { external: true });
    },
    {
      pendingAfterSuccess: true,
      onError: (e) =>
        setError(
          e instanceof ApiError
            ? e.message
            : e instanceof NavigationRefusedError
              ? 'Не удалось открыть страницу оплаты, попробуйте позже'
              : 'Нет связи с магазином, попробуйте ещё раз',
        ),
    },
  );
  return (
    <>
      <Button
        className={`${styles.action} ${styles.main}`}
        onClick={() => pay()}
        pending={busy}
        disabled={!hydrated}
        data-testid="pay-again"
      >
        {busy ? 'Переходим к оплате…' : label}
      </Button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
