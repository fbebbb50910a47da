'use client';

import { useSubscribe } from '@/components/layout/use-subscribe';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/field';
import Link from '@/components/ui/link';
import { useAuthModal } from '@/lib/client/auth-modal';
import styles from './auth-form.module.css';

/** The footer's subscription (same logic: components/layout/use-subscribe) in a modal; success closes it. */
export function SubscribeModalForm() {
  const { close } = useAuthModal();
  const { email, setEmail, valid, sending, submit } = useSubscribe(close);
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="subscribe-modal-form">
      <p className={styles.note}>Первыми узнавайте о новинках, скидках и акциях магазина.</p>
      <EmailField className={styles.field} inputMode="email" value={email} onValue={setEmail} />
      <Button type="submit" className={styles.submit} pending={sending} disabled={!valid}>
        Подписаться
      </Button>
      <p className={styles.note}>
        Нажимая «Подписаться», вы соглашаетесь получать рассылку и на обработку email в соответствии с{' '}
        <Link href="/privacy">политикой конфиденциальности</Link>.
      </p>
    </form>
  );
}
