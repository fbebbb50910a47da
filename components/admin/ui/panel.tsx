import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** A block of a page (a form, a summary) with an optional <h2>. */
export function Panel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className={styles.panel}>
      {title && <h2>{title}</h2>}
      {children}
    </section>
  );
}
