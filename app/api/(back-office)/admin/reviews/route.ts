import { adminReviewsQuery, type AdminReviewsResponse } from '@/lib/api/admin/reviews';
import { getDb } from '@/lib/db/client';
import { listReviewsForModeration } from '@/lib/server/admin/reviews/moderation';
import { readQuery } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

/** GET ?kind=shop&status=pending|published|rejected&page= */
export const GET = adminRoute('reviews', async ({ request }) => {
  const { status, page } = readQuery(request, adminReviewsQuery);
  return json<AdminReviewsResponse>(await listReviewsForModeration(await getDb(), { status, page }));
});
