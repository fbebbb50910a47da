'use client';

import { useCallback, useState } from 'react';
import { mutate } from 'swr';
import { toast } from 'sonner';
import { toastError } from './toast-error';
import { api, ApiError } from '@/lib/api/fetcher';
import type { CartChangeResponse } from '@/lib/api/cart';
import type { UserInfoResponse } from '@/lib/api/accounts';
import type { EcommerceProduct } from '@/lib/api/analytics';
import { trackCartAdd } from './analytics';
import { useHydrated } from './cart-hydrated';
import { USER_INFO_KEY } from './use-user-info';

export const ADDED_TOAST = 'Товар успешно добавлен в корзину!';

/**
 * Adds to the cart with an optimistic header badge: the count moves at once, then shows the server's
 * confirmed count (or rolls back on a refusal, with the server's reason in an error toast). `ready` is false until
 * the island is interactive: an add-to-cart button stays disabled until then (useHydrated).
 */
export function useAddToCart() {
  const [pending, setPending] = useState(false);
  /** `tracked`: the product for Метрика's «add» event (lib/client/analytics.ts; its id alone when not given). */
  const add = useCallback(async (pid: number, count = 1, tracked?: EcommerceProduct) => {
    setPending(true);
    try {
      await mutate<UserInfoResponse>(
        USER_INFO_KEY,
        async (current) => {
          const reply = await api<CartChangeResponse>('/api/add-to-cart', { method: 'POST', body: { pid, count } });
          // No cached user info yet (its first fetch still in flight): read it afresh rather than guess.
          return current ? { ...current, cart_count: reply.cart_count } : api<UserInfoResponse>(USER_INFO_KEY);
        },
        {
          optimisticData: (current) =>
            (current ? { ...current, cart_count: current.cart_count + count } : current) as UserInfoResponse,
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      );
      toast.success(ADDED_TOAST, { position: 'top-center' });
      trackCartAdd(tracked ?? { id: String(pid) }, count);
      return true;
    } catch (error) {
      toastError(error instanceof ApiError ? error.message : 'Не удалось добавить товар. Попробуйте ещё раз', {
        position: 'top-center',
      });
      return false;
    } finally {
      setPending(false);
    }
  }, []);
  const ready = useHydrated();
  return { add, pending, ready };
}
