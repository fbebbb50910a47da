'use client';

import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import useSWR from 'swr';
import Link from '@/components/ui/link';
import type { BonusesResponse } from '@/lib/api/bonuses';
import { swrFetcher } from '@/lib/api/fetcher';
import { bonusRules } from '@/lib/config/bonus-rules';
import { bonusBalanceAtom, maxPointsAtom, spendPointsAtom } from '@/lib/client/cart-atoms';
import { useUserInfo } from '@/lib/client/use-user-info';
import { countOf, POINTS } from '@/lib/format/plural';
import { FieldError } from './text-field';
import styles from './checkout.module.css';

/**
 * «Списать баллы» for a signed-in shopper with points: how many the order may take (the balance, at most
 * `maxPayPercent` of the goods after the promo) and a box to use them. The balance is personal: asked by the
 * browser, never part of the page's HTML.
 */
export function BonusPointsChoice() {
  const { data: user } = useUserInfo();
  const signedIn = user?.is_guest === 0;
  const { data } = useSWR<BonusesResponse>(signedIn ? '/api/bonuses' : null, swrFetcher, { revalidateOnFocus: true });
  const setBalance = useSetAtom(bonusBalanceAtom);
  const [spend, setSpend] = useAtom(spendPointsAtom);
  const max = useAtomValue(maxPointsAtom);
  const balance = signedIn ? (data?.balance ?? 0) : 0;

  useEffect(() => {
    setBalance(balance);
    if (balance === 0) setSpend(false);
  }, [balance, setBalance, setSpend]);

  if (balance <= 0) return null;
  return (
    <div className={styles.points} data-testid="bonus-points">
      <label className={styles.pointsLabel}>
        <input
          type="checkbox"
          name="spend_points"
          checked={spend && max > 0}
          disabled={max === 0}
          onChange={(e) => setSpend(e.target.checked)}
          data-testid="spend-points"
        />
        Списать баллы: {countOf(max, POINTS)}
      </label>
      <p className={styles.pointsHint}>
        На счёте {countOf(balance, POINTS)}. Баллами можно оплатить до {bonusRules.maxPayPercent}% товаров после скидки
        по промокоду, 1 балл = 1 ₽. <Link href="/bonuses">Условия</Link>
      </p>
      <FieldError name="bonus_points" />
    </div>
  );
}
