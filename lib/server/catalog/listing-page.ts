import type { ListingFilters, ListingPage } from '@/lib/api/listing';
import { NAMED_LIST_TITLES, scopePath, type ListingScope, type NamedList } from '@/lib/catalog/listing-scope';
import { categoryPath } from '@/lib/catalog/paths';
import { shop } from '@/lib/config/shop';
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
/** What each named list is, in a sentence or two under its heading (and for search engines). */
const NAMED_LIST_INTROS: Record<NamedList, string> = {
  new: 'Новые куклы и игрушки, которые недавно появились в каталоге. Список обновляется по мере поступления товаров на склад.',
  popular: 'Игрушки, которые чаще всего выбирают покупатели: по заказам и просмотрам за последнее время.',
  sale: 'Товары со скидкой: старая цена зачёркнута, новая действует, пока товар есть на складе.',
  special: `Специальные предложения магазина: подборки к праздникам, наборы по выгодной цене и товары дня. Доставка по всей России, возврат в течение ${shop.returnDays} дней.`,
};

export async function loadListingView(
  db: Db,
  scope: ListingScope,
  filters: ListingFilters,
): Promise<ListingView | null> {
  if (scope.kind === 'category') {
    const category = await findCategory(db, scope.slug);
    if (!category) return null;
    // `/category/{id}` shows the same page as `/category/{slug}`: one canonical address, the slug.
    const path = categoryPath(category.alias);
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
  const path = scopePath(scope);
  const title = scope.kind === 'all' ? 'Все товары' : NAMED_LIST_TITLES[scope.list];
  return {
    title,
    description: `${title}: куклы и игрушки с доставкой по всей России.`,
    seoText: scope.kind === 'list' ? NAMED_LIST_INTROS[scope.list] : '',
    path,
    crumbs: scope.kind === 'all' ? [{ name: 'Каталог', path }] : [{ name: title, path }],
    listing: await getListing(db, scope, filters),
  };
}
