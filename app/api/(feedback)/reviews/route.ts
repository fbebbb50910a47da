import { reviewRequest, reviewsQuery } from '@/lib/api/feedback';
import type { ReviewsResponse } from '@/lib/api/feedback';
import { getDb } from '@/lib/db/client';
import { feedbackPost } from '@/lib/server/feedback/feedback-post';
import { listPublishedReviews, submitReview } from '@/lib/server/feedback/reviews';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { LIMITS } from '@/lib/server/rate-limit';

export const dynamic = 'force-dynamic';

/** Published reviews of the shop, 10 per page, newest first. */
export const GET = endpoint({ query: reviewsQuery, cache: 'reviews' }, async ({ query: { page } }) =>
  json<ReviewsResponse>(await listPublishedReviews(await getDb(), page)),
);

/** A new review waits for moderation before it is shown. */
export const POST = feedbackPost(
  { perAddress: LIMITS.review, perEmail: LIMITS.reviewEmail },
  reviewRequest,
  submitReview,
);
