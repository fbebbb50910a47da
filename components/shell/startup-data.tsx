'use client';

import useSWR from 'swr';
import { swrFetcher } from '@/lib/api/fetcher';
import { USER_INFO_KEY } from '@/lib/client/use-user-info';

/**
 * Asked once; the components that show the data keep it fresh with their own SWR options. (No error retry here
 * either: SWR's is off app-wide, components/providers/swr-provider.tsx.)
 */
const ONCE = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
} as const;

/** What startup loads (docs/PRODUCT.md#startup): categories, popular products, user info, cart: views open at once. */
export const STARTUP_KEYS = ['/api/main/cat', '/api/popular', USER_INFO_KEY, '/api/cart/products'] as const;

/**
 * Fills the SWR cache after hydration, never delaying the server-rendered HTML (which stays free of personal data).
 * Requests for keys another component is already loading are shared by SWR, not repeated. A missing endpoint
 * (e.g. a 404 before the cart exists) is only an empty cache entry.
 */
export function StartupData() {
  useSWR(STARTUP_KEYS[0], swrFetcher, ONCE);
  useSWR(STARTUP_KEYS[1], swrFetcher, ONCE);
  useSWR(STARTUP_KEYS[2], swrFetcher, ONCE);
  useSWR(STARTUP_KEYS[3], swrFetcher, ONCE);
  return null;
}
