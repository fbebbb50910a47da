'use client';

import { useAtom, useAtomValue } from 'jotai';
import type { ComponentProps } from 'react';
import { fieldAtom, fieldErrorsAtom, type CheckoutForm } from '@/lib/client/cart-atoms';
import styles from './checkout.module.css';

type TextKey = Exclude<keyof CheckoutForm, 'agreement'>;

/** A labelled text input bound to one checkout field, with the server's message for it underneath. */
export function TextField({
  name,
  label,
  className,
  multiline,
  ...input
}: { name: TextKey; label: string; multiline?: boolean } & Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange'>) {
  const [value, setValue] = useAtom(fieldAtom(name));
  const error = useAtomValue(fieldErrorsAtom)[name];
  const common = {
    id: `checkout-${name}`,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `checkout-${name}-error` : undefined,
  } as const;
  return (
    <label className={`${styles.field} ${className ?? ''}`}>
      <span>{label}</span>
      {multiline ? (
        <textarea {...common} rows={3} maxLength={1000} onChange={(e) => setValue(e.target.value)} />
      ) : (
        <input {...input} {...common} onChange={(e) => setValue(e.target.value)} />
      )}
      <FieldError name={name} />
    </label>
  );
}

export function FieldError({ name }: { name: string }) {
  const error = useAtomValue(fieldErrorsAtom)[name];
  if (!error) return null;
  return (
    <p id={`checkout-${name}-error`} className={styles.error} role="alert" data-testid={`error-${name}`}>
      {error}
    </p>
  );
}
