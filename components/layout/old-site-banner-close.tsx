'use client';

import { setCookie } from 'cookies-next/client';
import { CloseIcon } from '@/components/ui/icons';
import { BANNER_CLOSED_COOKIE, ONE_YEAR_S, SHARED_COOKIE_OPTIONS } from '@/lib/config/cookies';
import styles from './header.module.css';

export function OldSiteBannerClose() {
  const close = () => {
    setCookie(BANNER_CLOSED_COOKIE, '1', { ...SHARED_COOKIE_OPTIONS, maxAge: ONE_YEAR_S });
    document.documentElement.setAttribute('data-banner-closed', '');
  };
  return (
    <button type="button" className={styles.bannerClose} onClick={close} aria-label="Скрыть">
      <CloseIcon size={18} />
    </button>
  );
}
