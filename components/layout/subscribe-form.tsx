'use client';

import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import { useSubscribe } from './use-subscribe';
import styles from './subscribe-form.module.css';

/** docs/PRODUCT.md#subscription: the button waits for a valid email; failures are only logged. */
export function SubscribeForm() {
  const { email, setEmail, valid, sending, submit } = useSubscribe();

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="subscribe-form">
        <label className="visually-hidden" htmlFor="subscribe-email">
          Email
        </label>
        <input
          id="subscribe-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="Ваш email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={styles.input}
        />
        <Button type="submit" className={styles.button} pending={sending} disabled={!valid}>
          Подписаться
        </Button>
      </form>
      <p className={styles.consent}>
        Нажимая «Подписаться», вы соглашаетесь получать рассылку и на обработку email в соответствии с{' '}
        <Link href="/privacy">политикой конфиденциальности</Link>.
      </p>
    </>
  );
}
