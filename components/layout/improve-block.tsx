'use client';

import Link from '@/components/ui/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useSyncExternalStore } from 'react';
import styles from './improve-block.module.css';

const subscribeNothing = () => () => {};

/**
 * "What can be improved on this page?" → /improve?url_current={current full path}.
 * The path is read in the browser: catalogue HTML is cached and served under rewritten URLs. The query is part
 * of the address (a sort, a filter, page 2), so a change of it alone re-renders the link too; reading it needs a
 * Suspense boundary, whose fallback (the server's HTML) links the home page until the browser takes over.
 */
export function ImproveBlock() {
  return (
    <Suspense fallback={<ImproveLink path="/" />}>
      <ImproveBlockInBrowser />
    </Suspense>
  );
}

function ImproveBlockInBrowser() {
  // Re-render on navigation, including one that changes only the query.
  usePathname();
  useSearchParams();
  const path = useSyncExternalStore(
    subscribeNothing,
    () => window.location.pathname + window.location.search,
    () => '/',
  );
  if (path.startsWith('/improve')) return null;
  return <ImproveLink path={path} />;
}

function ImproveLink({ path }: { path: string }) {
  return (
    <aside className={`container ${styles.block}`} aria-label="Улучшение страницы">
      <p>Что можно улучшить на этой странице?</p>
      <Link
        href={`/improve?url_current=${encodeURIComponent(path)}`}
        className={styles.link}
        data-testid="improve-link"
      >
        Оставить отзыв о странице
      </Link>
    </aside>
  );
}
