import { questionRequest } from '@/lib/api/feedback';
import type { FeedbackResponse } from '@/lib/api/feedback';
import { getDb } from '@/lib/db/client';
import { currentUser } from '@/lib/server/auth/current-user';
import { submitQuestion } from '@/lib/server/feedback/questions';
import { clientAddress } from '@/lib/server/http/client-address';
import { assertSameOrigin } from '@/lib/server/http/origin-check';
import { readJson } from '@/lib/server/http/parse';
import { json, route } from '@/lib/server/http/respond';
import { enforceEmailRateLimit, enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';

export const POST = route(async (request) => {
  assertSameOrigin(request);
  const address = clientAddress(request);
  await enforceRateLimit(LIMITS.question, address);
  const input = await readJson(request, questionRequest);
  await enforceEmailRateLimit(LIMITS.questionEmail, input.email);
  const user = await currentUser();
  const id = await submitQuestion(await getDb(), { ...input, userId: user?.id ?? null, clientAddress: address });
  return json<FeedbackResponse>({ success: true, id });
});
