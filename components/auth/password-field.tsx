'use client';

import { TextField } from '@/components/ui/field';
import { PASSWORD_MIN, PASSWORD_RULE_HINT } from '@/lib/api/password-rule';
import styles from './auth-form.module.css';

type Props = {
  label?: string;
  /** Tells the browser's password manager whether to fill in the saved password or offer a new one. */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
};

/**
 * The password input of the sign-in, registration and new-password forms; a new password shows the rule it must
 * follow (lib/api/password-rule.ts), the one the server checks.
 */
export function PasswordField({ label = 'Пароль', ...props }: Props) {
  const isNew = props.autoComplete === 'new-password';
  return (
    <TextField
      label={label}
      className={styles.field}
      type="password"
      name="password"
      hint={isNew ? PASSWORD_RULE_HINT : undefined}
      hintClassName={styles.note}
      minLength={isNew ? PASSWORD_MIN : undefined}
      errorClassName={styles.error}
      {...props}
    />
  );
}
