import type { ReactNode } from 'react';
import styles from './prose.module.css';

/** Readable column for a text page, inside the site's global .container: the h1, an optional lead paragraph, then the page's sections. */
export function Prose({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <article className={`container ${styles.prose}`}>
      <h1>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </article>
  );
}

export { styles as proseStyles };

/** One titled part of a text page: a section named by its h2, so that a screen reader's landmarks list it. */
export function ProseSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * A table that may scroll sideways on a phone: the box takes focus (one Tab stop) so that the arrow keys can
 * scroll it, and is named as a region so that the stop is announced.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
