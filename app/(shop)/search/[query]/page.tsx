import type { Metadata } from 'next';
import { SearchResults } from '@/components/search/search-results';
import { getDb } from '@/lib/db/client';
import { searchProducts } from '@/lib/server/search';
import { PER_PAGE, SORTS, type Sort } from '@/lib/api/listing';
import { searchPath } from '@/lib/catalog/paths';
import { parseListingQuery } from '@/lib/catalog/listing-query';
import { routeParam } from '@/lib/catalog/route-param';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = {
  params: Promise<{ query: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const decode = (raw: string) => routeParam(raw).slice(0, 100);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const query = decode((await params).query);
  return pageMetadata({
    title: `Поиск: ${query}`,
    description: `Результаты поиска «${query}» в каталоге кукол и игрушек.`,
    path: searchPath(query),
    noindex: true,
  });
}

export default async function SearchPage({ params, searchParams }: Props) {
  const query = decode((await params).query);
  const raw = await searchParams;
  const url = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) for (const v of [value ?? []].flat()) url.append(key, v);
  // The category page's filters, read by its lenient rules; the order is relevance unless one is chosen.
  const filters = parseListingQuery(url);
  const sort = SORTS.includes(url.get('sort') as Sort) ? (url.get('sort') as Sort) : 'relevance';
  const page = Math.max(1, Math.min(1000, Number(url.get('page')) || 1));
  const result = await searchProducts(await getDb(), query, { page, perPage: PER_PAGE, sort, listing: filters });
  return <SearchResults query={query} page={page} result={result} filters={filters} sort={sort} />;
}
