import { adminProductFeedbackQuery, type AdminProductReviewsResponse } from '@/lib/api/product-reviews';
import { getDb } from '@/lib/db/client';
import { readQuery } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { listProductReviewsForModeration } from '@/lib/server/product-reviews/moderation';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

/** GET ?status=pending|published|rejected&pid=&page= (no status: all, waiting ones first). */
export const GET = adminRoute('reviews', async ({ request }) => {
  const { status, pid, page } = readQuery(request, adminProductFeedbackQuery);
  return json<AdminProductReviewsResponse>(
    await listProductReviewsForModeration(await getDb(), { status, productId: pid, page }),
  );
});
