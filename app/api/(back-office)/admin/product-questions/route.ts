import { adminProductFeedbackQuery, type AdminProductQuestionsResponse } from '@/lib/api/product-reviews';
import { getDb } from '@/lib/db/client';
import { readQuery } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { listProductQuestionsForModeration } from '@/lib/server/product-reviews/moderation';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

/** GET ?status=pending|published|rejected&pid=&page= (no status: all, waiting ones first). */
export const GET = adminRoute('reviews', async ({ request }) => {
  const { status, pid, page } = readQuery(request, adminProductFeedbackQuery);
  return json<AdminProductQuestionsResponse>(
    await listProductQuestionsForModeration(await getDb(), { status, productId: pid, page }),
  );
});
