import {
  newReviewFields,
  productReviewsQuery,
  type ProductReviewsResponse,
  type ProductReviewSubmitResponse,
} from '@/lib/api/product-reviews';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { validate } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { prepareReviewPhotos } from '@/lib/server/product-reviews/photos';
import { REVIEW_FORM_LIMITS, requireReviewer } from '@/lib/server/product-reviews/reviewer';
import { listProductReviews, refuseNewReview, submitProductReview } from '@/lib/server/product-reviews/reviews';
import { readForm } from '@/lib/server/http/multipart';
import { LIMITS } from '@/lib/server/rate-limit';

export const dynamic = 'force-dynamic';

/** A product's published reviews, 10 per page, with the rating summary: public, cached a minute. */
export const GET = endpoint({ query: productReviewsQuery, cache: 'productFeedback' }, async ({ query }) =>
  json<ProductReviewsResponse>(await listProductReviews(await getDb(), query.pid, query)),
);

const productField = newReviewFields.pick({ pid: true });

/**
 * multipart: pid, rating, text, pros, cons and up to 5 files `photos`; signed-in shoppers only (a guest: 403). An
 * unknown product or a second review is refused before the photos are read: the form sends pid first.
 */
export const POST = endpoint({ rateLimit: LIMITS.productReview }, async ({ request, address }) => {
  const user = await requireReviewer();
  const db = await getDb();
  const { fields, files } = await readForm(request, REVIEW_FORM_LIMITS, 'photos', async (leading) => {
    const product = productField.safeParse(leading);
    if (product.success) await refuseNewReview(db, user.id, product.data.pid);
  });
  const { pid, ...input } = validate(newReviewFields, fields);
  const photos = await prepareReviewPhotos(files);
  const id = await submitProductReview(db, { userId: user.id, clientAddress: address }, pid, input, photos);
  return json<ProductReviewSubmitResponse>({ success: true, id, status: 'pending' });
});
