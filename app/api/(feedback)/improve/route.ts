import { improveRequest } from '@/lib/api/feedback';
import type { ImproveResponse } from '@/lib/api/feedback';
import { getDb } from '@/lib/db/client';
import { savePageFeedback } from '@/lib/server/feedback/page-feedback';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { enforceEmailRateLimit, LIMITS } from '@/lib/server/rate-limit';

export const POST = endpoint({ rateLimit: LIMITS.feedback, body: improveRequest }, async ({ body, address }) => {
  await enforceEmailRateLimit(LIMITS.feedbackEmail, body.email);
  await savePageFeedback(await getDb(), {
    url: body.url_current,
    text: body.text,
    email: body.email,
    clientAddress: address,
  });
  return json<ImproveResponse>({ success: true });
});
