import { improveRequest } from '@/lib/api/feedback';
import type { ImproveResponse } from '@/lib/api/feedback';
import { getDb } from '@/lib/db/client';
import { savePageFeedback } from '@/lib/server/feedback/page-feedback';
import { clientAddress } from '@/lib/server/http/client-address';
import { assertSameOrigin } from '@/lib/server/http/origin-check';
import { readJson } from '@/lib/server/http/parse';
import { json, route } from '@/lib/server/http/respond';
import { enforceEmailRateLimit, enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';

export const POST = route(async (request) => {
  assertSameOrigin(request);
  const address = clientAddress(request);
  await enforceRateLimit(LIMITS.feedback, address);
  const body = await readJson(request, improveRequest);
  await enforceEmailRateLimit(LIMITS.feedbackEmail, body.email);
  await savePageFeedback(await getDb(), { url: body.url_current, text: body.text, email: body.email, clientAddress: address });
  return json<ImproveResponse>({ success: true });
});
