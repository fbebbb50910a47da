import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import type { ListingFilters as Filters } from '@/lib/api/listing';
import { listingHref, withPage } from '@/lib/catalog/listing-query';
import { countOf, GOODS } from '@/lib/format/plural';
import type { ListingView as View } from '@/lib/server/catalog/listing-page';
import { ListingFilters } from './listing-filters';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import styles from './listing-view.module.css';

export function ListingView({ view, filters }: { view: View; filters: Filters }) {
  const { listing } = view;
  return (
    <div className="container">
      <Breadcrumbs items={view.crumbs} />
      <div className={styles.head}>
        <h1>{view.title}</h1>
        <span className={styles.total} data-testid="listing-total">
          {countOf(listing.total, GOODS)}
        </span>
      </div>
      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          <ListingFilters action={view.path} filters={filters} facets={listing.facets} />
        </aside>
        <div>
          {listing.products.length ? (
            <ProductGrid products={listing.products} />
          ) : (
            <p className={styles.empty}>По выбранным условиям товаров не нашлось. Попробуйте изменить фильтры.</p>
          )}
          <Pagination
            page={listing.page}
            pages={listing.pages}
            hrefFor={(n) => listingHref(view.path, withPage(filters, n))}
          />
        </div>
      </div>
      {view.seoText && listing.page === 1 && <div className={styles.seo}>{view.seoText}</div>}
    </div>
  );
}
