import type { Metadata } from 'next';
import { SearchResults } from '@/components/search/search-results';
import { getDb } from '@/lib/db/client';
import { searchProducts } from '@/lib/server/search';
import { PER_PAGE } from '@/lib/api/listing';
import { searchPath } from '@/lib/catalog/paths';
import { routeParam } from '@/lib/catalog/route-param';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ query: string }>; searchParams: Promise<{ page?: string }> };

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
  const page = Math.max(1, Math.min(1000, Number((await searchParams).page) || 1));
  const result = await searchProducts(await getDb(), query, { page, perPage: PER_PAGE });
  return <SearchResults query={query} page={page} result={result} />;
}
