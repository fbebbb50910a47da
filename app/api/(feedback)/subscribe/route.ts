import { subscribeRequest } from '@/lib/api/feedback';
import type { SubscribeResponse } from '@/lib/api/feedback';
import { getDb } from '@/lib/db/client';
import { subscribe } from '@/lib/server/catalog/subscribers';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { enforceEmailRateLimit, LIMITS } from '@/lib/server/rate-limit';

export const POST = endpoint({ rateLimit: LIMITS.subscribe, body: subscribeRequest }, async ({ body: { email } }) => {
  await enforceEmailRateLimit(LIMITS.subscribeEmail, email);
  await subscribe(await getDb(), email);
  return json<SubscribeResponse>({ success: true });
});
