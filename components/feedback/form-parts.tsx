import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import Link from '@/components/ui/link';
import styles from './feedback.module.css';

/** What a feedback form shows in its place once sent: the thanks and what happens next. */
export function SentNote({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p className={styles.done} role="status" data-testid={testId}>
      {children}
    </p>
  );
}

/** The message of a question or a review (`text`, up to 3000 characters, at least `minLength`). */
export function MessageField({
  label,
  minLength,
  value,
  onValue,
}: {
  label: string;
  minLength: number;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <TextareaField
      label={label}
      className={styles.field}
      name="text"
      rows={5}
      maxLength={3000}
      required
      minLength={minLength}
      value={value}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}

/**
 * The end of a feedback form: the server's refusal (if any), the consent to the processing of personal data for
 * `sending` («Отправляя вопрос»), and the submit button (`children` its text).
 */
export function SendFormEnd({
  error,
  sending,
  pending,
  disabled,
  children,
}: {
  error: string | null;
  sending: string;
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <RefusalAndConsent error={error} sending={sending} />
      <Button type="submit" className={styles.submit} pending={pending} disabled={disabled}>
        {children}
      </Button>
    </>
  );
}

/** The server's refusal (if any) and the consent to the processing of personal data for `sending` («Отправляя вопрос»). */
export function RefusalAndConsent({ error, sending }: { error: string | null; sending: string }) {
  return (
    <>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p className={styles.note}>
        {`${sending}, вы соглашаетесь на обработку персональных данных в соответствии с `}
        <Link href="/privacy">политикой конфиденциальности</Link>.
      </p>
    </>
  );
}
