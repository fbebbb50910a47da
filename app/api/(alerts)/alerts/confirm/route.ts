import { alertConfirmRequest } from '@/lib/api/alerts';
import type { AlertConfirmResponse } from '@/lib/api/alerts';
import { getDb } from '@/lib/db/client';
import { confirmByToken } from '@/lib/server/alerts/alerts';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { LIMITS } from '@/lib/server/rate-limit';

/** The link of an alert's confirmation letter (signed: no sign-in needed); a second time is harmless. */
export const POST = endpoint(
  { rateLimit: LIMITS.alertSettings, body: alertConfirmRequest, cache: 'personal' },
  async ({ body: { token } }) => {
    const { product } = await confirmByToken(await getDb(), token);
    return json<AlertConfirmResponse>({ success: true, product });
  },
);
