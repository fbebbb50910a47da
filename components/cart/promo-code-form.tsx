'use client';

import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { onFormSubmit, useSubmit } from '@/components/ui/use-submit';
import { ApiError } from '@/lib/api/fetcher';
import { applyPromoAtom, removePromoAtom } from '@/lib/client/cart-actions';
import { appliedPromoAtom, fieldAtom } from '@/lib/client/cart-atoms';
import { formatPrice } from '@/lib/format/price';
import styles from './cart.module.css';

/** Promo code: apply (each refusal's reason under the field) or remove the applied one. */
export function PromoCodeForm() {
  const promo = useAtomValue(appliedPromoAtom);
  const [code, setCode] = useAtom(fieldAtom('promo_code'));
  const apply = useSetAtom(applyPromoAtom);
  const remove = useSetAtom(removePromoAtom);
  const [error, setError] = useState<string | null>(null);
  const [run, busy] = useSubmit(
    async (action: () => Promise<void>, successToast?: string) => {
      setError(null);
      await action();
      return successToast;
    },
    {
      success: (successToast) => successToast,
      onError: (e) => setError(e instanceof ApiError ? e.message : 'Не удалось применить промокод'),
    },
  );

  if (promo) {
    return (
      <div className={styles.promoApplied} data-testid="promo-applied">
        <span>
          Промокод <strong>{promo.code}</strong>
          {promo.discount > 0 ? ` — скидка ${formatPrice(promo.discount)}` : null}
        </span>
        {promo.message && <span className={styles.promoNote}>{promo.message}</span>}
        <button type="button" className={styles.remove} disabled={busy} onClick={() => run(() => remove())}>
          Убрать
        </button>
      </div>
    );
  }

  return (
    <form
      className={styles.promo}
      onSubmit={onFormSubmit(() => run(() => apply(code), 'Промокод применён'))}
      data-testid="promo-form"
    >
      <input
        value={code}
        onChange={(e) => setCode(e.target.value)}
        placeholder="Промокод"
        aria-label="Промокод"
        maxLength={64}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'promo-error' : undefined}
      />
      <Button type="submit" variant="outline" className={styles.apply} pending={busy} disabled={!code.trim()}>
        Применить
      </Button>
      {error && (
        <p id="promo-error" className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
