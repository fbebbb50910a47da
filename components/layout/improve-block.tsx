'use client';

import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import styles from './improve-block.module.css';

const subscribeNothing = () => () => {};

/**
 * "What can be improved on this page?" → /improve?url_current={current full path}.
 * The path is read in the browser: catalogue HTML is cached and served under rewritten URLs.
 */
export function ImproveBlock() {
  usePathname(); // re-render on navigation
  const path = useSyncExternalStore(
    subscribeNothing,
    () => window.location.pathname + window.location.search,
    () => '/',
  );
  if (path.startsWith('/improve')) return null;
  return (
    <aside className={`container ${styles.block}`} aria-label="Улучшение страницы">
      <p>Что можно улучшить на этой странице?</p>
      <Link href={`/improve?url_current=${encodeURIComponent(path)}`} className={styles.link} data-testid="improve-link">
        Оставить отзыв о странице
      </Link>
    </aside>
  );
}
