import { shopReviewRequest, shopReviewsQuery } from '@/lib/api/feedback';
import type { ShopReviewsResponse } from '@/lib/api/feedback';
import { getDb } from '@/lib/db/client';
import { feedbackPost } from '@/lib/server/feedback/feedback-post';
import { listPublishedShopReviews, submitShopReview } from '@/lib/server/feedback/shop-reviews';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { LIMITS } from '@/lib/server/rate-limit';

export const dynamic = 'force-dynamic';

/** Published reviews of the shop, 10 per page, newest first. */
export const GET = endpoint({ query: shopReviewsQuery, cache: 'reviews' }, async ({ query: { page } }) =>
  json<ShopReviewsResponse>(await listPublishedShopReviews(await getDb(), page)),
);

/** A new review waits for moderation before it is shown. */
export const POST = feedbackPost(
  { perAddress: LIMITS.review, perEmail: LIMITS.reviewEmail },
  shopReviewRequest,
  submitShopReview,
);
