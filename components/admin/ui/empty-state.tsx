import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** What an empty list says instead of an empty table, and what to do next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children}
    </div>
  );
}
