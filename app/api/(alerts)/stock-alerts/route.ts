import { stockAlertRequest } from '@/lib/api/alerts';
import type { StockAlertResponse } from '@/lib/api/alerts';
import { getDb } from '@/lib/db/client';
import { subscribeToStock } from '@/lib/server/alerts/alerts';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { enforceEmailRateLimit, LIMITS } from '@/lib/server/rate-limit';

/** «Сообщить о поступлении»: one letter when the product is back in stock; asking again is harmless. */
export const POST = endpoint(
  { rateLimit: LIMITS.stockAlert, body: stockAlertRequest, cache: 'personal' },
  async ({ body: { pid, email } }) => {
    await enforceEmailRateLimit(LIMITS.stockAlertEmail, email);
    await subscribeToStock(await getDb(), pid, email);
    return json<StockAlertResponse>({ success: true });
  },
);
