'use client';

import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';

/**
 * App-wide SWR options. The fetcher (lib/api/fetcher.ts) is the one retry policy (docs/PRODUCT.md#http-client: one
 * retry for safe methods on the listed statuses); SWR's own error retry — unbounded, with exponential back-off —
 * would stack on top of it, so it is off. A failed key is asked again on its next revalidation (focus, reconnect,
 * mount), as each hook configures.
 */
export const SWR_OPTIONS: SWRConfiguration = { shouldRetryOnError: false };

export function SwrProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={SWR_OPTIONS}>{children}</SWRConfig>;
}
