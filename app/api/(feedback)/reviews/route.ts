import { reviewRequest, reviewsQuery } from '@/lib/api/feedback';
import type { FeedbackResponse, ReviewsResponse } from '@/lib/api/feedback';
import { getDb } from '@/lib/db/client';
import { currentUser } from '@/lib/server/auth/current-user';
import { listPublishedReviews, submitReview } from '@/lib/server/feedback/reviews';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { enforceEmailRateLimit, LIMITS } from '@/lib/server/rate-limit';

export const dynamic = 'force-dynamic';

/** Published reviews of the shop, 10 per page, newest first. */
export const GET = endpoint({ query: reviewsQuery, cache: 'reviews' }, async ({ query: { page } }) =>
  json<ReviewsResponse>(await listPublishedReviews(await getDb(), page)),
);

/** A new review waits for moderation before it is shown. */
export const POST = endpoint({ rateLimit: LIMITS.review, body: reviewRequest }, async ({ body: input, address }) => {
  await enforceEmailRateLimit(LIMITS.reviewEmail, input.email);
  const user = await currentUser();
  const id = await submitReview(await getDb(), { ...input, userId: user?.id ?? null, clientAddress: address });
  return json<FeedbackResponse>({ success: true, id });
});
