import type { ListingFilters, ListingPage } from '@/lib/api/types';
import { NAMED_LIST_TITLES, scopePath, type ListingScope } from '@/lib/catalog/listing-scope';
import type { Db } from '@/lib/db/client';
import type { Crumb } from '@/lib/seo/json-ld';
import { findCategory } from './categories';
import { getListing } from './listing';

export type ListingView = {
  title: string;
  description: string;
  seoText: string;
  path: string;
  crumbs: Crumb[];
  listing: ListingPage;
};

/** Everything a listing page shows for a scope and filters; null when the category does not exist. */
export async function loadListingView(db: Db, scope: ListingScope, filters: ListingFilters): Promise<ListingView | null> {
  const path = scopePath(scope);
  if (scope.kind === 'category') {
    const category = await findCategory(db, scope.slug);
    if (!category) return null;
    return {
      title: category.name,
      description: category.description || `${category.name} — купить в интернет-магазине с доставкой по России.`,
      seoText: category.seoText,
      path,
      crumbs: [
        { name: 'Каталог', path: '/category' },
        { name: category.name, path },
      ],
      listing: await getListing(db, scope, filters, category.id),
    };
  }
  const title = scope.kind === 'all' ? 'Все товары' : NAMED_LIST_TITLES[scope.list];
  return {
    title,
    description: `${title}: куклы и игрушки с доставкой по всей России.`,
    seoText: '',
    path,
    crumbs: scope.kind === 'all' ? [{ name: 'Каталог', path }] : [{ name: title, path }],
    listing: await getListing(db, scope, filters),
  };
}
