import { adminShopReviewsQuery, type AdminShopReviewsResponse } from '@/lib/api/admin/shop-reviews';
import { getDb } from '@/lib/db/client';
import { listShopReviewsForModeration } from '@/lib/server/admin/shop-reviews/moderation';
import { readQuery } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

/** GET ?kind=shop&status=pending|published|rejected&page= */
export const GET = adminRoute('reviews', async ({ request }) => {
  const { status, page } = readQuery(request, adminShopReviewsQuery);
  return json<AdminShopReviewsResponse>(await listShopReviewsForModeration(await getDb(), { status, page }));
});
