'use client';

import { usePathname } from 'next/navigation';
import Link from '@/components/ui/link';
import styles from './cabinet.module.css';

const ITEMS = [
  { href: '/cabinet/profile', label: 'Профиль' },
  { href: '/cabinet/orders', label: 'Мои заказы' },
  { href: '/cabinet/bonuses', label: 'Бонусы' },
  { href: '/wishlist', label: 'Избранное' },
];

export function CabinetNav() {
  const pathname = usePathname();
  return (
    <nav className={styles.nav} aria-label="Разделы кабинета">
      {ITEMS.map((item) => (
        <Link
          key={item.href}
          href={item.href}
          className={styles.navLink}
          aria-current={pathname === item.href ? 'page' : undefined}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
