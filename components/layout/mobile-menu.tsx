'use client';

import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { focusFirst, useFocusTrap } from '@/components/ui/focus-trap';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import type { MainCatResponse } from '@/lib/api/catalog';
import { useCategories } from '@/lib/client/use-categories';
import { useOpenCityChooser } from '@/components/delivery/city-dialog';
import { useShopperCity } from '@/lib/client/shopper-city';
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
  // Asked on opening (from the HTTP cache after the first time), not with every page.
  const { data } = useCategories(open);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape and the close icon hand focus back to the menu button; a followed link leaves it to the new page.
  const dismiss = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        onClick={() => setOpen(true)}
        aria-label="Открыть меню"
        aria-expanded={open}
        // The panel exists only while open: a reference to a missing element would point at nothing.
        aria-controls={open ? 'mobile-menu' : undefined}
        data-testid="mobile-menu-button"
      >
        <MenuIcon />
      </button>
      {open && <MenuPanel cats={data?.cats ?? []} onDismiss={dismiss} onFollow={() => setOpen(false)} />}
    </>
  );
}

type PanelProps = { cats: MainCatResponse['cats']; onDismiss: () => void; onFollow: () => void };

/** The open menu: a modal layer over the page (focus trapped inside, Escape closes). */
function MenuPanel({ cats, onDismiss, onFollow }: PanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, onDismiss);
  useEffect(() => focusFirst(panel.current), []);
  return (
    <div ref={panel} id="mobile-menu" className={styles.panel} role="dialog" aria-modal="true" aria-label="Меню">
      <div className={styles.top}>
        <Link href="/category" className={styles.catalog} onClick={onFollow}>
          Каталог
        </Link>
        <button type="button" className={styles.close} onClick={onDismiss} aria-label="Закрыть меню">
          <CloseIcon />
        </button>
      </div>
      <ul className={styles.categories} data-testid="mobile-menu-categories">
        {cats.slice(0, MENU_CATEGORIES).map((cat) => (
          <li key={cat.id}>
            <Link href={`/category${cat.alias}`} className={styles.category} onClick={onFollow}>
              {/* eslint-disable-next-line @next/next/no-img-element -- small SVG icons, no optimisation needed */}
              <img src={cat.image} alt="" width={40} height={40} loading="lazy" />
              <span>{cat.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <MenuCity onChoose={onFollow} />
      <nav className={styles.nav} aria-label="Разделы">
        {MAIN_NAV.map((item) => (
          <Link key={item.href} href={item.href} onClick={onFollow}>
            {item.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}

/** The shopper's city in the phone menu (the header has no room for it there): closes the menu, opens the chooser. */
function MenuCity({ onChoose }: { onChoose: () => void }) {
  const city = useShopperCity();
  const open = useOpenCityChooser();
  return (
    <button
      type="button"
      className={styles.city}
      onClick={() => {
        onChoose();
        open(true);
      }}
      data-testid="mobile-menu-city"
    >
      Город доставки: {city ?? 'не выбран'}
    </button>
  );
}
