import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ListingView } from '@/components/catalog/listing-view';
import { fromQuerySegment, hasNarrowingFilters, listingHref, parseListingQuery } from '@/lib/catalog/listing-query';
import { scopeFromSegment } from '@/lib/catalog/listing-scope';
import { getDb } from '@/lib/db/client';
import { loadListingView } from '@/lib/server/catalog/listing-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

// proxy.ts rewrites /category, /category/{id}, /new, /popular, /sale and /special here with the query string
// in canonical form as one path segment, so every filtered page is rendered once and cached (ISR).
// Next reads this literal statically; it must equal CACHE_POLICY.listingPage (lib/cache/policy.test.ts checks).
export const revalidate = 300;
export const generateStaticParams = async () => [];

type Params = { params: Promise<{ scope: string; query: string }> };

const load = cache(async (scopeSegment: string, querySegment: string) => {
  const scope = scopeFromSegment(scopeSegment);
  if (!scope) return null;
  const filters = parseListingQuery(fromQuerySegment(querySegment));
  const view = await loadListingView(await getDb(), scope, filters);
  if (!view || filters.page > view.listing.pages) return null;
  return { view, filters };
});

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { scope, query } = await params;
  const data = await load(scope, query);
  if (!data) return {};
  const { view, filters } = data;
  const pageSuffix = filters.page > 1 ? ` — страница ${filters.page}` : '';
  return pageMetadata({
    title: `${view.title}${pageSuffix}`,
    description: view.description,
    path: listingHref(view.path, filters),
    noindex: hasNarrowingFilters(filters),
  });
}

export default async function ListingPage({ params }: Params) {
  const { scope, query } = await params;
  const data = await load(scope, query);
  if (!data) notFound();
  return <ListingView view={data.view} filters={data.filters} />;
}
