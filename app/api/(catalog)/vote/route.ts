import { voteRequest } from '@/lib/api/catalog';
import type { VoteResponse } from '@/lib/api/catalog';
import { getDb } from '@/lib/db/client';
import { castVote } from '@/lib/server/catalog/votes';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { currentVoterKey } from '@/lib/server/identity/voter';
import { LIMITS } from '@/lib/server/rate-limit';

export const POST = endpoint({ rateLimit: LIMITS.vote, body: voteRequest }, async ({ body: { pid, rating } }) => {
  const result = await castVote(await getDb(), pid, await currentVoterKey(), rating);
  return json<VoteResponse>({ success: true, ...result });
});
