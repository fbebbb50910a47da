'use client';

import { CloseIcon } from '@/components/ui/icons';
import styles from './header.module.css';

const ONE_YEAR = 365 * 24 * 3600;

export function OldSiteBannerClose({ cookieName }: { cookieName: string }) {
  const close = () => {
    document.cookie = `${cookieName}=1; path=/; max-age=${ONE_YEAR}; samesite=lax`;
    document.documentElement.setAttribute('data-banner-closed', '');
  };
  return (
    <button type="button" className={styles.bannerClose} onClick={close} aria-label="Скрыть">
      <CloseIcon size={18} />
    </button>
  );
}
