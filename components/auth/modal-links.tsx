'use client';

import { Button } from '@/components/ui/button';
import { type AuthModal, useAuthModal } from '@/lib/client/auth-modal';
import styles from './auth-form.module.css';

type FormModal = Exclude<AuthModal, 'none'>;

/** The links under an account form that swap the modal for another form (forgot password, register, sign in). */
export function ModalLinks({ links }: { links: readonly (readonly [label: string, to: FormModal])[] }) {
  const { open } = useAuthModal();
  return (
    <div className={styles.links}>
      {links.map(([label, to]) => (
        <Button key={to} variant="link" onClick={() => open(to)}>
          {label}
        </Button>
      ))}
    </div>
  );
}
