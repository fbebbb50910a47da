import Link from '@/components/ui/link';
import { Pagination } from '@/components/catalog/pagination';
import { ProductGrid } from '@/components/catalog/product-grid';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PER_PAGE } from '@/lib/api/listing';
import type { ProductCard } from '@/lib/api/catalog';
import { searchPath } from '@/lib/catalog/paths';
import { countOf, GOODS } from '@/lib/format/plural';
import styles from './search-results.module.css';

type Result = { products: ProductCard[]; total: number; corrected: string | null; suggestions: string[] };

export function SearchResults({ query, page, result }: { query: string; page: number; result: Result }) {
  const pages = Math.max(1, Math.ceil(result.total / PER_PAGE));
  const path = searchPath(query);
  return (
    <div className="container">
      <Breadcrumbs items={[{ name: `Поиск «${query}»`, path }]} />
      <h1>Результаты поиска «{query}»</h1>
      {result.corrected && (
        <p className={styles.note} data-testid="search-corrected">
          Показаны результаты по запросу «{result.corrected}»
        </p>
      )}
      {result.products.length > 0 ? (
        <>
          <p className={styles.note}>Найдено: {countOf(result.total, GOODS)}</p>
          <ProductGrid products={result.products} />
          <Pagination page={page} pages={pages} hrefFor={(n) => (n > 1 ? `${path}?page=${n}` : path)} />
        </>
      ) : (
        <div className={styles.empty} data-testid="search-empty">
          <p>По запросу «{query}» ничего не нашлось.</p>
          {result.suggestions.length > 0 && (
            <>
              <p>Возможно, вы искали:</p>
              <ul className={styles.suggestions} data-testid="search-suggestions">
                {result.suggestions.map((s) => (
                  <li key={s}>
                    <Link href={searchPath(s)}>{s}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>
            Или загляните в <Link href="/category">каталог</Link>.
          </p>
        </div>
      )}
    </div>
  );
}
