'use client';

import useSWR from 'swr';
import type { UserInfoResponse } from '@/lib/api/accounts';
import { swrFetcher } from '@/lib/api/fetcher';

export const USER_INFO_KEY = '/api/user-info';

/** Guest/user state, cart count and city phone — personal, so always fetched by the browser. */
export function useUserInfo() {
  return useSWR<UserInfoResponse>(USER_INFO_KEY, swrFetcher, { revalidateOnFocus: true, dedupingInterval: 5000 });
}
