'use client';

import { useAtom, useAtomValue } from 'jotai';
import { paymentIdAtom, paymentsAtom } from '@/lib/client/cart-atoms';
import { OptionList } from './option-list';
import { FieldError } from './text-field';
import styles from './checkout.module.css';

/** The ways to pay for the chosen shipping method (POST /api/cart/payment-list). */
export function PaymentChooser() {
  const payments = useAtomValue(paymentsAtom);
  const [chosen, setChosen] = useAtom(paymentIdAtom);
  if (payments.length === 0) return <p className={styles.muted}>Сначала выберите способ доставки.</p>;
  return (
    <div>
      <OptionList
        label="Способ оплаты"
        name="payment_id"
        testId="payment-list"
        items={payments}
        chosenId={chosen}
        onChoose={(p) => setChosen(p.id)}
        title={(p) => p.name}
        note={(p) => p.description}
      />
      <FieldError name="payment_id" />
    </div>
  );
}
