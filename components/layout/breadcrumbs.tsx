import Link from '@/components/ui/link';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/json-ld';
import styles from './breadcrumbs.module.css';

/** Visible breadcrumbs plus their BreadcrumbList JSON-LD; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all = [{ name: 'Главная', path: '/' }, ...items];
  return (
    <>
      <nav aria-label="Хлебные крошки" className={styles.crumbs}>
        <ol>
          {all.map((crumb, index) => (
            <li key={crumb.path}>
              {index < all.length - 1 ? (
                <Link href={crumb.path}>{crumb.name}</Link>
              ) : (
                <span aria-current="page">{crumb.name}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(all)} />
    </>
  );
}
