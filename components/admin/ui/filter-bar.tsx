import type { ReactNode } from 'react';
import Link from '@/components/ui/link';
import { AdminButton, AdminTextField } from './form';
import styles from './ui.module.css';

/**
 * A list's filters as a plain GET form: the address keeps the filters (bookmarkable, back button works) and it
 * needs no JavaScript. Filtering starts again from the first page.
 */
export function FilterBar({
  action,
  children,
  resetHref,
}: {
  action: string;
  children: ReactNode;
  resetHref?: string;
}) {
  return (
    <form method="get" action={action} className={styles.filterBar} role="search">
      {children}
      <div className={styles.filterButtons}>
        <AdminButton type="submit">Показать</AdminButton>
        {resetHref && (
          <Link href={resetHref} className={styles.resetLink}>
            Сбросить
          </Link>
        )}
      </div>
    </form>
  );
}

/** The list's text search, sent as `q`; the placeholder says what it looks in. */
export function FilterSearch({ value, placeholder }: { value?: string; placeholder: string }) {
  return <AdminTextField label="Поиск" name="q" type="search" defaultValue={value ?? ''} placeholder={placeholder} />;
}
