import Link from '@/components/ui/link';
import { ListingFilters } from '@/components/catalog/listing-filters';
import { Pagination } from '@/components/catalog/pagination';
import { ProductGrid } from '@/components/catalog/product-grid';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PER_PAGE, type ListingFilters as Filters } from '@/lib/api/listing';
import type { ProductCard } from '@/lib/api/catalog';
import { searchPath } from '@/lib/catalog/paths';
import { hasNarrowingFilters, listingQueryString, SORT_LABELS } from '@/lib/catalog/listing-query';
import { countOf, GOODS } from '@/lib/format/plural';
import type { GiftQuery } from '@/lib/search/gift-query';
import { GiftChips } from './gift-chips';
import styles from './search-results.module.css';

type Result = {
  products: ProductCard[];
  total: number;
  corrected: string | null;
  suggestions: string[];
  gift: GiftQuery;
  prices?: { min: number; max: number };
};

const SEARCH_SORTS: Record<string, string> = { relevance: 'По релевантности', ...SORT_LABELS };

type Props = { query: string; page: number; result: Result; filters: Filters; sort: string };

export function SearchResults({ query, page, result, filters, sort }: Props) {
  const pages = Math.max(1, Math.ceil(result.total / PER_PAGE));
  const path = searchPath(query);
  // The filters and order in every page link (the listing's own query string, with the search's order).
  const hrefFor = (n: number) => {
    const params = new URLSearchParams(listingQueryString({ ...filters, sort: 'popular', page: n }));
    if (sort !== 'relevance') params.set('sort', sort);
    const qs = params.toString();
    return qs ? `${path}?${qs}` : path;
  };
  const narrowed = hasNarrowingFilters(filters) || sort !== 'relevance';
  const facets = { brands: [], price_min: result.prices?.min ?? 0, price_max: result.prices?.max ?? 0 };
  return (
    <div className="container">
      <Breadcrumbs items={[{ name: `Поиск «${query}»`, path }]} />
      <h1>Результаты поиска «{query}»</h1>
      {result.corrected && (
        <p className={styles.note} data-testid="search-corrected">
          Показаны результаты по запросу «{result.corrected}»
        </p>
      )}
      <GiftChips query={query} gift={result.gift} />
      {result.products.length > 0 || narrowed ? (
        <div className={styles.layout}>
          <aside>
            <ListingFilters
              action={path}
              filters={filters}
              facets={facets}
              sorts={{ options: SEARCH_SORTS, value: sort }}
            />
          </aside>
          <div>
            <p className={styles.note}>Найдено: {countOf(result.total, GOODS)}</p>
            {result.products.length > 0 ? (
              <>
                <ProductGrid products={result.products} />
                <Pagination page={page} pages={pages} hrefFor={hrefFor} />
              </>
            ) : (
              <p>По выбранным условиям товаров не нашлось. Попробуйте изменить фильтры.</p>
            )}
          </div>
        </div>
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
