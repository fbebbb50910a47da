import { questionRequest } from '@/lib/api/feedback';
import type { FeedbackResponse } from '@/lib/api/feedback';
import { getDb } from '@/lib/db/client';
import { currentUser } from '@/lib/server/auth/current-user';
import { submitQuestion } from '@/lib/server/feedback/questions';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { enforceEmailRateLimit, LIMITS } from '@/lib/server/rate-limit';

export const POST = endpoint(
  { rateLimit: LIMITS.question, body: questionRequest },
  async ({ body: input, address }) => {
    await enforceEmailRateLimit(LIMITS.questionEmail, input.email);
    const user = await currentUser();
    const id = await submitQuestion(await getDb(), { ...input, userId: user?.id ?? null, clientAddress: address });
    return json<FeedbackResponse>({ success: true, id });
  },
);
