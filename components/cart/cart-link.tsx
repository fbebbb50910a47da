'use client';

import Link from '@/components/ui/link';
import { CartIcon } from '@/components/ui/icons';
import { useUserInfo } from '@/lib/client/use-user-info';
import styles from '@/components/layout/header.module.css';

/** Cart icon with the item-count badge from /api/user-info (fetched by the browser; the HTML stays shared). */
export function CartLink() {
  const { data } = useUserInfo();
  const count = data?.cart_count ?? 0;
  return (
    <Link href="/cart" className={styles.iconButton} aria-label={`Корзина, товаров: ${count}`} data-testid="cart-link">
      <CartIcon />
      {count > 0 && (
        <span className={styles.badge} data-testid="cart-badge">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
