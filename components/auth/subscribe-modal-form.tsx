'use client';

import Link from '@/components/ui/link';
import { useAuthModal } from '@/lib/client/auth-modal';
import { useSubscribe } from '@/lib/client/use-subscribe';
import styles from './auth-form.module.css';

/** The footer's subscription (same logic: lib/client/use-subscribe) in a modal; success closes it. */
export function SubscribeModalForm() {
  const { close } = useAuthModal();
  const { email, setEmail, valid, sending, submit } = useSubscribe(close);
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="subscribe-modal-form">
      <p className={styles.note}>Первыми узнавайте о новинках, скидках и акциях магазина.</p>
      <label className={styles.field}>
        Email
        <input type="email" inputMode="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <button type="submit" className={styles.submit} disabled={!valid || sending}>
        Подписаться
      </button>
      <p className={styles.note}>
        Нажимая «Подписаться», вы соглашаетесь получать рассылку и на обработку email в соответствии с{' '}
        <Link href="/privacy">политикой конфиденциальности</Link>.
      </p>
    </form>
  );
}
