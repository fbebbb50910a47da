import { voteRequest } from '@/lib/api/catalog';
import type { VoteResponse } from '@/lib/api/catalog';
import { getDb } from '@/lib/db/client';
import { castVote } from '@/lib/server/catalog/votes';
import { clientAddress } from '@/lib/server/http/client-address';
import { assertSameOrigin } from '@/lib/server/http/origin-check';
import { readJson } from '@/lib/server/http/parse';
import { json, route } from '@/lib/server/http/respond';
import { currentVoterKey } from '@/lib/server/identity/voter';
import { enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';

export const POST = route(async (request) => {
  assertSameOrigin(request);
  await enforceRateLimit(LIMITS.vote, clientAddress(request));
  const { pid, rating } = await readJson(request, voteRequest);
  const result = await castVote(await getDb(), pid, await currentVoterKey(), rating);
  return json<VoteResponse>({ success: true, ...result });
});
