'use client';

import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/field';
import { onFormSubmit, useSubmit, type ToastSpec } from '@/components/ui/use-submit';
import { postAccountForm, serverText, useAfterSignIn } from './auth-request';
import { PasswordField } from './password-field';
import styles from './auth-form.module.css';

type Props = {
  testId: string;
  path: string;
  /** The request body from the trimmed email and the password, in the endpoint's field names. */
  body: (email: string, password: string) => Record<string, string>;
  success: ToastSpec;
  /** The toast's title when the server refuses; its text is the server's reason. */
  refused: string;
  /** Whether the browser offers the saved sign-in or a new account's details. */
  purpose: 'sign-in' | 'new-account';
  submitLabel: string;
  /** What stands between the fields and the button (the consent note). */
  beforeSubmit?: ReactNode;
  /** What stands under the button (links to the other forms). */
  children: ReactNode;
};

/**
 * The sign-in and registration form: an email and a password, no client-side validation (docs/PRODUCT.md#accounts);
 * when the server accepts them the visitor is signed in and the modal closes.
 */
export function CredentialsForm({ testId, path, body, success, refused, purpose, submitLabel, ...parts }: Props) {
  const afterSignIn = useAfterSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submit, sending] = useSubmit(() => postAccountForm(path, body(email.trim(), password)), {
    success,
    onSuccess: afterSignIn,
    error: (error) => ({ title: refused, description: serverText(error) }),
  });
  const signIn = purpose === 'sign-in';

  return (
    <form className={styles.form} onSubmit={onFormSubmit(submit)} noValidate data-testid={testId}>
      <EmailField
        className={styles.field}
        autoComplete={signIn ? 'username' : 'email'}
        value={email}
        onValue={setEmail}
      />
      <PasswordField
        autoComplete={signIn ? 'current-password' : 'new-password'}
        value={password}
        onValue={setPassword}
      />
      {parts.beforeSubmit}
      <Button type="submit" className={styles.submit} pending={sending}>
        {submitLabel}
      </Button>
      {parts.children}
    </form>
  );
}
