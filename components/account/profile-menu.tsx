'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { AuthModals } from '@/components/auth/auth-modals';
import { useNavigate } from '@/components/shell/use-navigate';
import Link from '@/components/ui/link';
import { UserIcon } from '@/components/ui/icons';
import { useAuthModal } from '@/lib/client/auth-modal';
import { logout } from '@/lib/client/session-actions';
import { useUserInfo } from '@/lib/client/use-user-info';
import headerStyles from '@/components/layout/header.module.css';
import styles from './profile-menu.module.css';

/**
 * The profile icon (docs/PRODUCT.md#layout): a guest's opens the login modal; a signed-in user's opens a dropdown with
 * Profile, Orders and Logout that closes on route change, outside click or Escape. One button element in
 * every state, so focus can return to it when a modal closes. Also hosts the auth modals (the header is on
 * every page).
 */
export function ProfileMenu() {
  const { data, error } = useUserInfo();
  // Without an answer from /api/user-info the shopper is treated as a guest: the icon still opens the login modal.
  const state = data ? (data.is_guest ? 'guest' : 'user') : error ? 'guest' : 'loading';
  const { open: openModal } = useAuthModal();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const router = useRouter();
  const navigate = useNavigate();
  const shown = open && state === 'user';

  // Closes on route change (docs/PRODUCT.md#layout).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!shown) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        wrap.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [shown]);

  function onClick() {
    if (state === 'guest') openModal('login');
    else if (state === 'user') setOpen((v) => !v);
  }

  async function onLogout() {
    setOpen(false);
    try {
      await logout();
    } finally {
      // Logout goes to / (docs/PRODUCT.md#layout). A full page load (e.g. after a deploy) needs no refresh of its own.
      if (navigate('/').kind === 'app') router.refresh();
    }
  }

  return (
    <div className={styles.wrap} ref={wrap}>
      <button
        type="button"
        className={headerStyles.iconButton}
        onClick={onClick}
        aria-label={state === 'user' ? 'Личный кабинет' : 'Войти'}
        aria-haspopup={state === 'user' ? 'menu' : 'dialog'}
        aria-expanded={state === 'user' ? shown : undefined}
        aria-controls={shown ? 'profile-menu' : undefined}
        data-testid="profile-button"
        data-state={state}
      >
        <UserIcon />
        {state === 'user' && <span className={styles.signedIn} aria-hidden="true" />}
      </button>
      {shown && (
        <div className={styles.menu} id="profile-menu" role="menu" data-testid="profile-menu">
          <Link href="/cabinet/profile" className={styles.item} role="menuitem" onClick={() => setOpen(false)}>
            Профиль
          </Link>
          <Link href="/cabinet/orders" className={styles.item} role="menuitem" onClick={() => setOpen(false)}>
            Заказы
          </Link>
          <button type="button" className={styles.item} role="menuitem" onClick={onLogout}>
            Выход
          </button>
        </div>
      )}
      <AuthModals />
    </div>
  );
}
