'use client';

import useSWR from 'swr';
import { swrFetcher } from '@/lib/api/fetcher';
import type { PaymentsModeResponse } from '@/lib/api/types';
import styles from './demo-strip.module.css';

const PAYMENTS_MODE_KEY = '/api/payments/mode';

/**
 * The thin «Демо-режим» strip on every page while online payments go through the built-in test provider
 * (PAYMENTS_TEST=1). The mode is the running server's, so it is asked after hydration (once per page load) rather
 * than rendered into HTML that may have been cached or built under another setting. Appearing late, it must move
 * nothing: it is pinned to the bottom of the window, and the root layout puts it last in the page, where the
 * room it keeps below the footer (so the footer's last line is not hidden under it) pushes nothing down.
 */
export function DemoStrip() {
  const { data } = useSWR<PaymentsModeResponse>(PAYMENTS_MODE_KEY, swrFetcher, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  if (!data?.demo) return null;
  return (
    <div className={styles.room}>
      <div className={styles.strip} role="region" aria-label="Демо-режим" data-testid="demo-strip">
        Демо-режим: оплата тестовая
      </div>
    </div>
  );
}
