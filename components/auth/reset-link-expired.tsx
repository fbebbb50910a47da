'use client';

import { useAuthModal } from '@/lib/client/auth-modal';
import styles from './auth-form.module.css';
import box from './reset-password.module.css';

export function ResetLinkExpired() {
  const { open } = useAuthModal();
  return (
    <div className={box.box} data-testid="reset-link-expired">
      <p>Ссылка для восстановления пароля устарела или уже использована. Ссылка действует 1 час и только один раз.</p>
      <button type="button" className={styles.submit} onClick={() => open('forgot')}>
        Запросить новую ссылку
      </button>
    </div>
  );
}
