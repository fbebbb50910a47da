import { adminProductFeedbackQuery } from '@/lib/api/product-reviews';
import type { ReviewStatus } from '@/lib/config/review-statuses';

type Search = Record<string, string | string[] | undefined>;

/**
 * The back-office list's filters from the page address: waiting ones by default, `status=all` for every status;
 * anything malformed falls back to the waiting ones, first page.
 */
export function moderationFilter(raw: Search): { status?: ReviewStatus; productId?: number; page: number } {
  const wanted = raw.status === undefined ? 'pending' : raw.status;
  const parsed = adminProductFeedbackQuery.safeParse({
    status: wanted === 'all' ? undefined : wanted,
    pid: raw.pid,
    page: raw.page,
  });
  if (!parsed.success) return { status: 'pending', page: 1 };
  return { status: parsed.data.status, productId: parsed.data.pid, page: parsed.data.page };
}
