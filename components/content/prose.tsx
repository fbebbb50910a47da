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
