import { editReviewFields, reviewIdParams, type ProductReviewSubmitResponse } from '@/lib/api/product-reviews';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { readForm } from '@/lib/server/http/multipart';
import { validate } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { prepareReviewPhotos } from '@/lib/server/product-reviews/photos';
import { REVIEW_FORM_LIMITS, requireReviewer } from '@/lib/server/product-reviews/reviewer';
import { editOwnReview, refuseEdit } from '@/lib/server/product-reviews/reviews';
import { LIMITS } from '@/lib/server/rate-limit';

/**
 * The author edits a review not published yet (multipart: rating, text, pros, cons, `keep` — URLs of the photos
 * that stay — and new files `photos`); it waits for moderation again. Another's review: 404; a published one: 409,
 * both before the photos are read. The photos not kept are removed.
 */
export const PATCH = endpoint(
  { rateLimit: LIMITS.productReview, params: reviewIdParams },
  async ({ request, params }) => {
    const user = await requireReviewer();
    const db = await getDb();
    await refuseEdit(db, user.id, params.id);
    const { fields, files } = await readForm(request, REVIEW_FORM_LIMITS, 'photos');
    const keep = fields.keep === undefined ? [] : [fields.keep].flat();
    const input = validate(editReviewFields, { ...fields, keep });
    const photos = await prepareReviewPhotos(files);
    await editOwnReview(db, user.id, params.id, input, photos);
    return json<ProductReviewSubmitResponse>({ success: true, id: params.id, status: 'pending' });
  },
);
