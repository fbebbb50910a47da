'use client';

import { useAtom, useAtomValue } from 'jotai';
import { paymentIdAtom, paymentsAtom } from '@/lib/client/cart-atoms';
import { FieldError } from './text-field';
import styles from './checkout.module.css';

/** The ways to pay for the chosen shipping method (POST /api/cart/payment-list). */
export function PaymentChooser() {
  const payments = useAtomValue(paymentsAtom);
  const [chosen, setChosen] = useAtom(paymentIdAtom);
  if (payments.length === 0) return <p className={styles.muted}>Сначала выберите способ доставки.</p>;
  return (
    <div>
      <ul className={styles.options} role="radiogroup" aria-label="Способ оплаты" data-testid="payment-list">
        {payments.map((p) => (
          <li key={p.id}>
            <label className={styles.option}>
              <input
                type="radio"
                name="payment_id"
                value={p.id}
                checked={chosen === p.id}
                onChange={() => setChosen(p.id)}
              />
              <span className={styles.optionBody}>
                <span className={styles.optionTitle}>{p.name}</span>
                <span className={styles.optionNote}>{p.description}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError name="payment_id" />
    </div>
  );
}
