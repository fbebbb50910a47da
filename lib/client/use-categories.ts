'use client';

import useSWR from 'swr';
import type { MainCatResponse } from '@/lib/api/catalog';
import { swrFetcher } from '@/lib/api/fetcher';

/**
 * Categories for the mobile menu: asked when `wanted` (the menu is open) and kept from then on, not at every page
 * start (docs/PRODUCT.md#startup).
 */
export function useCategories(wanted: boolean) {
  return useSWR<MainCatResponse>(wanted ? '/api/main/cat' : null, swrFetcher, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
