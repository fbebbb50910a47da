'use client';

import { TextField } from '@/components/ui/field';
import styles from './auth-form.module.css';

type Props = {
  label?: string;
  /** Tells the browser's password manager whether to fill in the saved password or offer a new one. */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onValue: (value: string) => void;
};

/** The password input of the sign-in, registration and new-password forms. */
export function PasswordField({ label = 'Пароль', ...props }: Props) {
  return <TextField label={label} className={styles.field} type="password" name="password" {...props} />;
}
