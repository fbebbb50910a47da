import { subscribeRequest } from '@/lib/api/feedback';
import type { SubscribeResponse } from '@/lib/api/feedback';
import { getDb } from '@/lib/db/client';
import { subscribe } from '@/lib/server/catalog/subscribers';
import { clientAddress } from '@/lib/server/http/client-address';
import { assertSameOrigin } from '@/lib/server/http/origin-check';
import { readJson } from '@/lib/server/http/parse';
import { json, route } from '@/lib/server/http/respond';
import { enforceEmailRateLimit, enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';

export const POST = route(async (request) => {
  assertSameOrigin(request);
  await enforceRateLimit(LIMITS.subscribe, clientAddress(request));
  const { email } = await readJson(request, subscribeRequest);
  await enforceEmailRateLimit(LIMITS.subscribeEmail, email);
  await subscribe(await getDb(), email);
  return json<SubscribeResponse>({ success: true });
});
