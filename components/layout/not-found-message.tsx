'use client';

import Link from '@/components/ui/link';
import { useSyncExternalStore } from 'react';
import styles from './not-found-message.module.css';

const subscribeNothing = () => () => {};

/**
 * An unmatched route says 'Page not found: {path}', a failed validity check 'Page Not Found: {path}'.
 * The path is read in the browser: 404 pages are prerendered and shared.
 */
export function NotFoundMessage({ variant }: { variant: 'unmatched' | 'invalid' }) {
  const path = useSyncExternalStore(
    subscribeNothing,
    () => window.location.pathname,
    () => '',
  );
  const text = variant === 'unmatched' ? 'Page not found' : 'Page Not Found';
  return (
    <div className={`container ${styles.box}`} data-testid="not-found">
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>Страница не найдена</h1>
      <p className={styles.message} data-testid="not-found-message">
        {text}: {path}
      </p>
      <p>
        Возможно, она была удалена или адрес набран с ошибкой. <Link href="/">На главную</Link> ·{' '}
        <Link href="/category">В каталог</Link>
      </p>
    </div>
  );
}
