import Link from '@/components/ui/link';
import { HeartIcon } from '@/components/ui/icons';
import { ProfileMenu } from '@/components/account/profile-menu';
import { CartLink } from '@/components/cart/cart-link';
import styles from './header.module.css';

/** Icons on the right of the header: wishlist, profile (login or dropdown), cart with its badge. */
export function HeaderActions() {
  return (
    <div className={styles.actions}>
      <Link href="/wishlist" className={`${styles.iconButton} ${styles.wishlistLink}`} aria-label="Избранное">
        <HeartIcon />
      </Link>
      <ProfileMenu />
      <CartLink />
    </div>
  );
}
