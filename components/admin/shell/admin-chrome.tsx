import Link from '@/components/ui/link';
import { shop } from '@/lib/config/shop';
import { AdminNav } from './admin-nav';
import { OutcomeAnnouncer } from './outcome-announcer';
import { SignOutButton } from './sign-out-button';
import styles from './admin-shell.module.css';

type Props = {
  email: string;
  roleLabel: string;
  /** The sections this person's role may enter. */
  sections: readonly { href: string; label: string }[];
  children: React.ReactNode;
};

/** The bar with the brand, and the content under it. */
function Frame({
  brandHref,
  bar,
  narrow,
  children,
}: {
  brandHref: string;
  bar?: React.ReactNode;
  narrow?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={styles.shell} data-admin-shell="">
      <div className={styles.bar}>
        <Link href={brandHref} className={styles.brand}>
          {shop.name} · панель
        </Link>
        {bar}
      </div>
      <div className={narrow ? `${styles.content} ${styles.narrow}` : styles.content}>{children}</div>
    </div>
  );
}

/** The back office's own compact chrome: who is signed in, the sections their role may enter, the way out. */
export function AdminChrome({ email, roleLabel, sections, children }: Props) {
  const bar = (
    <>
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
    </>
  );
  return (
    <Frame brandHref="/admin" bar={bar}>
      <OutcomeAnnouncer>{children}</OutcomeAnnouncer>
    </Frame>
  );
}

/** The door's screens (sign-in, second factor, no access) with only the brand above them. */
export function AdminBareChrome({ children }: { children: React.ReactNode }) {
  return (
    <Frame brandHref="/" narrow>
      {children}
    </Frame>
  );
}
