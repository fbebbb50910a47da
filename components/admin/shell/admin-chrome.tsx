import Link from '@/components/ui/link';
import { shop } from '@/lib/config/shop';
import { AdminNav } from './admin-nav';
import { SignOutButton } from './sign-out-button';
import styles from './admin-shell.module.css';

type Props = {
  email: string;
  roleLabel: string;
  /** The sections this person's role may enter. */
  sections: readonly { href: string; label: string }[];
  children: React.ReactNode;
};

/** The back office's own compact chrome: who is signed in, the sections their role may enter, the way out. */
export function AdminChrome({ email, roleLabel, sections, children }: Props) {
  return (
    <div className={styles.shell} data-admin-shell="">
      <div className={styles.bar}>
        <Link href="/admin" className={styles.brand}>
          {shop.name} · панель
        </Link>
        <AdminNav items={sections} />
        <div className={styles.who}>
          <span className={styles.email}>{email}</span>
          <span className={styles.role}>{roleLabel}</span>
          <Link href="/admin/security" className={styles.toShop}>
            Вход и 2FA
          </Link>
          <Link href="/" className={styles.toShop}>
            На сайт
          </Link>
          <SignOutButton />
        </div>
      </div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

/** The door's screens (sign-in, second factor, no access) with only the brand above them. */
export function AdminBareChrome({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.shell} data-admin-shell="">
      <div className={styles.bar}>
        <Link href="/" className={styles.brand}>
          {shop.name} · панель
        </Link>
      </div>
      <div className={`${styles.content} ${styles.narrow}`}>{children}</div>
    </div>
  );
}
