'use client';

import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { useCategories } from '@/lib/client/use-categories';
import { MAIN_NAV } from './nav-links';
import styles from './mobile-menu.module.css';

/** Up to 9 categories in the menu (docs/PRODUCT.md#layout). */
export const MENU_CATEGORIES = 9;

export function MobileMenu() {
  const pathname = usePathname();
  // The menu remembers the page it was opened on, so navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const { data } = useCategories(open);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenOn(null);
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setOpen(true)}
        aria-label="Открыть меню"
        aria-expanded={open}
        aria-controls="mobile-menu"
        data-testid="mobile-menu-button"
      >
        <MenuIcon />
      </button>
      {open && (
        <div id="mobile-menu" className={styles.panel} role="dialog" aria-modal="true" aria-label="Меню">
          <div className={styles.top}>
            <Link href="/category" className={styles.catalog} onClick={() => setOpen(false)}>
              Каталог
            </Link>
            <button type="button" className={styles.close} onClick={() => setOpen(false)} aria-label="Закрыть меню">
              <CloseIcon />
            </button>
          </div>
          <ul className={styles.categories} data-testid="mobile-menu-categories">
            {(data?.cats ?? []).slice(0, MENU_CATEGORIES).map((cat) => (
              <li key={cat.id}>
                <Link href={`/category${cat.alias}`} className={styles.category} onClick={() => setOpen(false)}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- small SVG icons, no optimisation needed */}
                  <img src={cat.image} alt="" width={40} height={40} loading="lazy" />
                  <span>{cat.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          <nav className={styles.nav} aria-label="Разделы">
            {MAIN_NAV.map((item) => (
              <Link key={item.href} href={item.href} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            ))}
          </nav>
        </div>
      )}
    </>
  );
}
