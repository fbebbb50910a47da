'use client';

import { Button } from '@/components/ui/button';
import { useAuthModal } from '@/lib/client/auth-modal';
import styles from './cabinet.module.css';

/** What a guest sees in the cabinet (the server rendered no personal data); signing in refreshes the page. */
export function CabinetSignIn() {
  const { open } = useAuthModal();
  return (
    <div className={styles.prompt} data-testid="cabinet-sign-in">
      <p>Войдите или зарегистрируйтесь, чтобы видеть свои данные, заказы и бонусы.</p>
      <div className={styles.buttons}>
        <Button className={styles.button} onClick={() => open('login')}>
          Войти
        </Button>
        <Button variant="secondary" className={styles.button} onClick={() => open('register')}>
          Зарегистрироваться
        </Button>
      </div>
    </div>
  );
}
