'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { SearchHintsResponse, PopularQueriesResponse } from '@/lib/api/catalog';
import { swrFetcher } from '@/lib/api/fetcher';

export const SEARCH_DEBOUNCE_MS = 250;

/** Hints for what is typed, asked at most once per pause in typing. */
export function useSearchHints(query: string) {
  const [debounced, setDebounced] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  return useSWR<SearchHintsResponse>(
    debounced ? `/api/search/hints-and-products?query=${encodeURIComponent(debounced)}` : null,
    swrFetcher,
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

/** The queries shoppers search most, for the empty search box: asked once it is opened empty. */
export function usePopularQueries(wanted: boolean) {
  return useSWR<PopularQueriesResponse>(wanted ? '/api/search/popular' : null, swrFetcher, {
    revalidateOnFocus: false,
  });
}
