'use client';

import useSWR from 'swr';
import { Button } from '@/components/ui/button';
import { useSubmit } from '@/components/ui/use-submit';
import type { PriceWatchResponse } from '@/lib/api/alerts';
import { api, swrFetcher } from '@/lib/api/fetcher';
import { useAuthModal } from '@/lib/client/auth-modal';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { useUserInfo } from '@/lib/client/use-user-info';
import styles from './alerts.module.css';

const PRICE_WATCH_KEY = '/api/price-alerts';

/**
 * The wishlist's «Сообщать о снижении цены» switch (an account's setting: the letter goes to the account's email).
 * A guest is offered to sign in. Personal, so it loads in the browser.
 */
export function PriceWatch() {
  const { data: userInfo } = useUserInfo();
  const signedIn = userInfo?.is_guest === 0;
  const { open } = useAuthModal();
  const { data, mutate } = useSWR<PriceWatchResponse>(signedIn ? PRICE_WATCH_KEY : null, swrFetcher, {
    revalidateOnFocus: false,
  });
  const [toggle, pending] = useSubmit(
    async (on: boolean) => {
      const reply = ensureSuccess(await api<PriceWatchResponse>(PRICE_WATCH_KEY, { method: 'PUT', body: { on } }));
      await mutate(reply, { revalidate: false });
      return reply;
    },
    {
      success: (reply) =>
        reply.on
          ? 'Напишем, когда товары из избранного подешевеют'
          : reply.pending
            ? 'Подтвердите письма по ссылке, которую мы отправили на email аккаунта'
            : 'Письма о снижении цен выключены',
    },
  );

  if (!userInfo) return null;
  if (!signedIn) {
    return (
      <div className={styles.watch} data-testid="price-watch">
        <span>Хотите узнать, когда товары из избранного подешевеют?</span>
        <Button variant="link" onClick={() => open('login')}>
          Войдите, чтобы получать письма о снижении цен
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.watch} data-testid="price-watch">
      <label className={styles.switch}>
        <input
          type="checkbox"
          checked={data?.on ?? false}
          disabled={!data || pending}
          onChange={(e) => void toggle(e.target.checked)}
          data-testid="price-watch-toggle"
        />
        Сообщать о снижении цены
      </label>
      <span className={styles.note} data-testid="price-watch-note">
        {data?.pending
          ? 'Вы когда-то отписались от наших писем, поэтому сначала подтвердите адрес: откройте ссылку из письма, которое мы отправили на email аккаунта.'
          : 'Пришлём письмо на email аккаунта, когда товар из избранного станет дешевле, чем сейчас.'}
      </span>
    </div>
  );
}
