import {
  newReviewFields,
  productReviewsQuery,
  type ProductReviewsResponse,
  type SubmitResponse,
} from '@/lib/api/product-reviews';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { validate } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { prepareReviewPhotos } from '@/lib/server/product-reviews/photos';
import { REVIEW_FORM_LIMITS, requireReviewer } from '@/lib/server/product-reviews/reviewer';
import { listProductReviews, submitProductReview } from '@/lib/server/product-reviews/reviews';
import { readForm } from '@/lib/server/http/multipart';
import { LIMITS } from '@/lib/server/rate-limit';

export const dynamic = 'force-dynamic';

/** A product's published reviews, 10 per page, with the rating summary: public, cached a minute. */
export const GET = endpoint({ query: productReviewsQuery, cache: 'productFeedback' }, async ({ query }) =>
  json<ProductReviewsResponse>(await listProductReviews(await getDb(), query.pid, query)),
);

/** multipart: pid, rating, text, pros, cons and up to 5 files `photos`; signed-in shoppers only (a guest: 403). */
export const POST = endpoint({ rateLimit: LIMITS.productReview }, async ({ request, address }) => {
  const user = await requireReviewer();
  const { fields, files } = await readForm(request, REVIEW_FORM_LIMITS, 'photos');
  const { pid, ...input } = validate(newReviewFields, fields);
  const photos = await prepareReviewPhotos(files);
  const id = await submitProductReview(await getDb(), { userId: user.id, clientAddress: address }, pid, input, photos);
  return json<SubmitResponse>({ success: true, id, status: 'pending' });
});
