import { alertUnsubscribeRequest } from '@/lib/api/alerts';
import type { AlertUnsubscribeResponse } from '@/lib/api/alerts';
import { getDb } from '@/lib/db/client';
import { unsubscribeByToken } from '@/lib/server/alerts/alerts';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { LIMITS } from '@/lib/server/rate-limit';

/** The «Отписаться» link of an alert letter (signed: no sign-in needed); a second time is harmless. */
export const POST = endpoint(
  { rateLimit: LIMITS.alertSettings, body: alertUnsubscribeRequest, cache: 'personal' },
  async ({ body: { token } }) => {
    await unsubscribeByToken(await getDb(), token);
    return json<AlertUnsubscribeResponse>({ success: true });
  },
);
