'use client';

import { useAtom, useAtomValue } from 'jotai';
import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
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
}: { name: TextKey; label: string; multiline?: boolean } & Omit<
  ComponentProps<'input'>,
  'name' | 'value' | 'onChange'
>) {
  const [value, setValue] = useAtom(fieldAtom(name));
  return (
    <CheckoutField name={name} label={label} className={className}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            name={name}
            value={value}
            rows={3}
            maxLength={1000}
            onChange={(e) => setValue(e.target.value)}
          />
        ) : (
          <input {...input} {...control} name={name} value={value} onChange={(e) => setValue(e.target.value)} />
        )
      }
    </CheckoutField>
  );
}

/** A checkout Field: the control's id is `checkout-<name>`, the server's message for that field underneath. */
export function CheckoutField({
  name,
  label,
  className,
  children,
}: {
  name: string;
  label: string;
  className?: string;
  children: ComponentProps<typeof Field>['children'];
}) {
  const error = useAtomValue(fieldErrorsAtom)[name];
  return (
    <Field
      id={`checkout-${name}`}
      label={label}
      error={error}
      className={`${styles.field} ${className ?? ''}`}
      errorClassName={styles.error}
      errorTestId={`error-${name}`}
    >
      {children}
    </Field>
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
