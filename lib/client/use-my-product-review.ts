'use client';

import useSWR from 'swr';
import { swrFetcher } from '@/lib/api/fetcher';
import type { MyProductReviewResponse } from '@/lib/api/product-reviews';
import { useUserInfo } from './use-user-info';

/**
 * The shopper's own review of a product and their «Полезно» marks. Personal, so the browser asks for it after the
 * shared page has loaded; asked again when the shopper signs in or out (the user info changes).
 */
export function useMyProductReview(productId: number) {
  const { data: user } = useUserInfo();
  const key = user ? `/api/product-reviews/mine?pid=${productId}&guest=${user.is_guest}` : null;
  return useSWR<MyProductReviewResponse>(key, swrFetcher, { revalidateOnFocus: false });
}
