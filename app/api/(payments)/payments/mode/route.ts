import type { PaymentsModeResponse } from '@/lib/api/checkout';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { paymentsMode } from '@/lib/server/payments/providers';

// Read at request time: the flag is the running server's (PAYMENTS_TEST), not the build's.
export const dynamic = 'force-dynamic';

/**
 * Whether payments are the demo's (the test provider): the «Демо-режим» strip asks this after hydration, so cached
 * pages stay the same for every mode and carry nothing of it. The same for every visitor; nothing personal.
 */
export const GET = endpoint({ cache: 'paymentsMode' }, async () =>
  json<PaymentsModeResponse>({ success: true, demo: paymentsMode() === 'test' }),
);
