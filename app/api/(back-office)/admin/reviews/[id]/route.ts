import { moderateShopReviewRequest, type ModerateShopReviewResponse } from '@/lib/api/admin/shop-reviews';
import { getDb } from '@/lib/db/client';
import { moderateShopReview } from '@/lib/server/admin/shop-reviews/moderation';
import { reviewsChanged } from '@/lib/server/admin/revalidate-storefront';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';
import { idParam } from '@/lib/server/admin/id-param';

/** PATCH {status: "published"|"rejected", reply?, kind?: "shop"} */
export const PATCH = adminRoute<{ id: string }>('reviews', async ({ request, params, actor }) => {
  const id = idParam(params.id);
  const { status, reply } = await readJson(request, moderateShopReviewRequest);
  const review = await moderateShopReview(await getDb(), actor, id, { status, reply });
  reviewsChanged();
  return json<ModerateShopReviewResponse>({ success: true, review });
});
