'use client';

import { useCallback } from 'react';
import useSWR from 'swr';
import { toastError } from '@/lib/client/toast-error';
import { api, ApiError, swrFetcher } from '@/lib/api/fetcher';
import type { FavoriteResponse } from '@/lib/api/wishlist';
import { ensureSuccess } from '@/lib/client/ensure-success';

export const FAVORITE_KEY = '/api/favorite';

/**
 * The wishlist, one request per page however many hearts it shows (SWR dedupes the key).
 * Personal, so it is fetched by the browser; the catalogue HTML stays shared.
 */
export function useFavorites() {
  return useSWR<FavoriteResponse>(FAVORITE_KEY, swrFetcher, { revalidateOnFocus: false, dedupingInterval: 10_000 });
}

/** Whether a product is in the wishlist, and a toggle that updates every heart at once (optimistically). */
export function useFavorite(pid: number) {
  const { data, mutate } = useFavorites();
  const active = data?.pids.includes(pid) ?? false;
  const toggle = useCallback(async () => {
    const current = data ?? { success: true as const, pids: [], products: [] };
    const adding = !current.pids.includes(pid);
    const optimistic: FavoriteResponse = {
      ...current,
      pids: adding ? [pid, ...current.pids] : current.pids.filter((id) => id !== pid),
      products: adding ? current.products : current.products.filter((p) => p.id !== pid),
    };
    try {
      await mutate(
        api<FavoriteResponse>(adding ? '/api/add-to-favorite' : '/api/delete-from-favorite', {
          method: adding ? 'POST' : 'DELETE',
          body: { pid },
        }).then(ensureSuccess),
        { optimisticData: optimistic, rollbackOnError: true, populateCache: true, revalidate: false },
      );
    } catch (error) {
      toastError(error instanceof ApiError ? error.message : 'Не удалось обновить избранное');
    }
  }, [data, mutate, pid]);
  return { active, ready: data !== undefined, toggle };
}
