import { reviewRequest, reviewsQuery } from '@/lib/api/feedback';
import type { FeedbackResponse, ReviewsResponse } from '@/lib/api/feedback';
import { cacheControl } from '@/lib/cache/policy';
import { getDb } from '@/lib/db/client';
import { currentUser } from '@/lib/server/auth/current-user';
import { listPublishedReviews, submitReview } from '@/lib/server/feedback/reviews';
import { clientAddress } from '@/lib/server/http/client-address';
import { assertSameOrigin } from '@/lib/server/http/origin-check';
import { readJson, readQuery } from '@/lib/server/http/parse';
import { json, route } from '@/lib/server/http/respond';
import { enforceEmailRateLimit, enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';

export const dynamic = 'force-dynamic';

/** Published reviews of the shop, 10 per page, newest first. */
export const GET = route(async (request) => {
  const { page } = readQuery(request, reviewsQuery);
  return json<ReviewsResponse>(await listPublishedReviews(await getDb(), page), {
    headers: { 'Cache-Control': cacheControl('reviews') },
  });
});

/** A new review waits for moderation before it is shown. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const address = clientAddress(request);
  await enforceRateLimit(LIMITS.review, address);
  const input = await readJson(request, reviewRequest);
  await enforceEmailRateLimit(LIMITS.reviewEmail, input.email);
  const user = await currentUser();
  const id = await submitReview(await getDb(), { ...input, userId: user?.id ?? null, clientAddress: address });
  return json<FeedbackResponse>({ success: true, id });
});
