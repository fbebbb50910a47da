import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { RefusalAndConsent } from '@/components/feedback/form-parts';
import styles from './reviews.module.css';

/**
 * The end of the product page's review and question forms: the refusal, what happens after sending with the consent
 * to personal data processing, the send and cancel buttons.
 */
export function FeedbackFormEnd({
  error,
  afterSending,
  what,
  sending,
  disabled,
  onCancel,
  children,
}: {
  error: string | null;
  /** What happens to what is sent, e.g. «Отзыв появится на странице после проверки модератором.» */
  afterSending: string;
  /** What is sent, for the consent line: «отзыв», «вопрос». */
  what: string;
  sending: boolean;
  disabled: boolean;
  onCancel: () => void;
  /** The send button's words. */
  children: ReactNode;
}) {
  return (
    <>
      <RefusalAndConsent error={error} sending={`${afterSending} Отправляя ${what}`} />
      <div className={styles.actions}>
        <Button type="submit" className={styles.button} pending={sending} disabled={disabled}>
          {children}
        </Button>
        <Button variant="outline" className={styles.button} onClick={onCancel}>
          Отмена
        </Button>
      </div>
    </>
  );
}
