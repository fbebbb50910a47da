import Link from '@/components/ui/link';
import styles from './pagination.module.css';

/** Page links with ‹ › and a window around the current page; `hrefFor(n)` builds each page's canonical URL. */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (n: number) => string }) {
  if (pages <= 1) return null;
  const numbers = pageWindow(page, pages);
  return (
    <nav className={styles.pagination} aria-label="Страницы">
      {page > 1 && (
        <Link href={hrefFor(page - 1)} rel="prev" className={styles.item} aria-label="Предыдущая страница">
          ‹
        </Link>
      )}
      {numbers.map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className={styles.gap}>
            …
          </span>
        ) : n === page ? (
          <span key={n} className={`${styles.item} ${styles.current}`} aria-current="page">
            {n}
          </span>
        ) : (
          <Link key={n} href={hrefFor(n)} className={styles.item}>
            {n}
          </Link>
        ),
      )}
      {page < pages && (
        <Link href={hrefFor(page + 1)} rel="next" className={styles.item} aria-label="Следующая страница">
          ›
        </Link>
      )}
    </nav>
  );
}

/** 1 … 4 5 [6] 7 8 … 20 */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const n of sorted) {
    const last = result[result.length - 1];
    if (typeof last === 'number' && n - last > 1) result.push(null);
    result.push(n);
  }
  return result;
}
