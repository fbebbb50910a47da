'use client';

import useSWR from 'swr';
import type { MainCatResponse } from '@/lib/api/catalog';
import { swrFetcher } from '@/lib/api/fetcher';

/** Categories for the mobile menu; loaded once at startup and kept (docs/PRODUCT.md#startup). */
export function useCategories() {
  return useSWR<MainCatResponse>('/api/main/cat', swrFetcher, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
