import Link from '@/components/ui/link';
import styles from './ui.module.css';

/** The address of `page` with the list's other query parameters kept. */
export function pageHref(path: string, query: Record<string, string | undefined>, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value && key !== 'page') params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** «Назад / страница N из M / Дальше» under a list. */
export function Pager({
  path,
  query = {},
  page,
  total,
  pageSize,
}: {
  path: string;
  query?: Record<string, string | undefined>;
  page: number;
  total: number;
  pageSize: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Страницы списка">
      {page > 1 ? (
        <Link href={pageHref(path, query, page - 1)} rel="prev">
          ← Назад
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span>
        Страница {Math.min(page, pages)} из {pages}
      </span>
      {page < pages ? (
        <Link href={pageHref(path, query, page + 1)} rel="next">
          Дальше →
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
