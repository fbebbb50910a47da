import { wholesaleRequest } from '@/lib/api/feedback';
import type { FeedbackResponse } from '@/lib/api/feedback';
import { getDb } from '@/lib/db/client';
import { currentUser } from '@/lib/server/auth/current-user';
import { submitWholesaleRequest } from '@/lib/server/feedback/wholesale';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { enforceEmailRateLimit, LIMITS } from '@/lib/server/rate-limit';

export const POST = endpoint(
  { rateLimit: LIMITS.wholesale, body: wholesaleRequest },
  async ({ body: input, address }) => {
    await enforceEmailRateLimit(LIMITS.wholesaleEmail, input.email);
    const user = await currentUser();
    const id = await submitWholesaleRequest(await getDb(), {
      ...input,
      userId: user?.id ?? null,
      clientAddress: address,
    });
    return json<FeedbackResponse>({ success: true, id });
  },
);
