import { stockAlertRequest } from '@/lib/api/alerts';
import type { StockAlertResponse } from '@/lib/api/alerts';
import { getDb } from '@/lib/db/client';
import { subscribeToStock } from '@/lib/server/alerts/alerts';
import { authenticate } from '@/lib/server/auth/current-user';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { enforceEmailRateLimit, LIMITS } from '@/lib/server/rate-limit';

/**
 * «Сообщить о поступлении»: one letter when the product is back in stock, once the address confirmed it (the
 * signed-in shopper's own address needs no confirmation); asking again is harmless. A stale sign-in reads as a guest.
 */
export const POST = endpoint(
  { rateLimit: LIMITS.stockAlert, body: stockAlertRequest, cache: 'personal' },
  async ({ body: { pid, email } }) => {
    await enforceEmailRateLimit(LIMITS.stockAlertEmail, email);
    const { user } = await authenticate();
    const { confirm } = await subscribeToStock(await getDb(), pid, email, user);
    return json<StockAlertResponse>({ success: true, confirm });
  },
);
