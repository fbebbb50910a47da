import { moderateProductReviewRequest, type ModerateProductReviewResponse } from '@/lib/api/product-reviews';
import { getDb } from '@/lib/db/client';
import { idParam } from '@/lib/server/admin/id-param';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { moderateProductReview } from '@/lib/server/product-reviews/moderation';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** PATCH {status: "published"|"rejected", reply?}: the product's page shows it (and the reply) at once. */
export const PATCH = adminRoute<{ id: string }>('reviews', async ({ request, params, actor }) => {
  const id = idParam(params.id);
  const change = await readJson(request, moderateProductReviewRequest);
  const review = await moderateProductReview(await getDb(), actor, id, change);
  return json<ModerateProductReviewResponse>({ success: true, review });
});
