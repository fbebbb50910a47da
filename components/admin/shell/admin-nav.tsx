'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import Link from '@/components/ui/link';
import styles from './admin-shell.module.css';

type Item = { href: string; label: string };

/** The back office's sections: a row of links on a laptop, a «Разделы» disclosure menu on a phone. */
export function AdminNav({ items }: { items: readonly Item[] }) {
  const pathname = usePathname() ?? '';
  // Remembers the page the menu was opened on, so following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const current = (href: string) =>
    href === '/admin' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav className={styles.nav} aria-label="Разделы панели">
      <button
        type="button"
        className={styles.menuToggle}
        aria-expanded={open}
        aria-controls="admin-nav-list"
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        Разделы
      </button>
      <ul id="admin-nav-list" className={styles.navList} data-open={open || undefined}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={styles.navLink}
              aria-current={current(item.href) ? 'page' : undefined}
              onClick={() => setOpenOn(null)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
