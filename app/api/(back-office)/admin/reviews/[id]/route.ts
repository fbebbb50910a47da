import { moderateReviewRequest, type ModerateReviewResponse } from '@/lib/api/admin/reviews';
import { getDb } from '@/lib/db/client';
import { moderateReview } from '@/lib/server/admin/reviews/moderation';
import { reviewsChanged } from '@/lib/server/admin/revalidate-storefront';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';
import { idParam } from '@/lib/server/admin/id-param';

/** PATCH {status: "published"|"rejected", reply?, kind?: "shop"} */
export const PATCH = adminRoute<{ id: string }>('reviews', async ({ request, params, actor }) => {
  const id = idParam(params.id);
  const { status, reply } = await readJson(request, moderateReviewRequest);
  const review = await moderateReview(await getDb(), actor, id, { status, reply });
  reviewsChanged();
  return json<ModerateReviewResponse>({ success: true, review });
});
