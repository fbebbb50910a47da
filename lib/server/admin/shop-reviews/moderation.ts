// Moderation of shop reviews: the list by status (waiting ones first) and publish / reject with the shop's public
// reply. Publishing stamps published_at, which orders the public list on /feedback.
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminShopReview, AdminShopReviewsResponse } from '@/lib/api/admin/shop-reviews';
import { REVIEW_STATUSES, type ReviewStatus } from '@/lib/config/review-statuses';
import { pagesOf } from '@/lib/api/admin/paging';
import type { Db, DbOrTx } from '@/lib/db/client';
import { shopReviews } from '@/lib/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';

export const ADMIN_SHOP_REVIEWS_PER_PAGE = 20;

type Row = typeof shopReviews.$inferSelect;

const toAdminShopReview = (r: Row): AdminShopReview => ({
  id: r.id,
  kind: 'shop',
  status: r.status,
  name: r.name,
  email: r.email,
  rating: r.rating,
  text: r.text,
  answer: r.answer,
  created_at: r.createdAt.toISOString(),
  published_at: r.publishedAt?.toISOString() ?? null,
});

export async function listShopReviewsForModeration(
  db: DbOrTx,
  { status, page }: { status?: ReviewStatus; page: number },
): Promise<AdminShopReviewsResponse> {
  const where: SQL | undefined = status ? eq(shopReviews.status, status) : undefined;
  const [rows, [{ total }], byStatus] = await Promise.all([
    db
      .select()
      .from(shopReviews)
      .where(where)
      // Waiting ones first (oldest first: they have waited longest), then the rest, newest first.
      .orderBy(
        sql`${shopReviews.status} <> 'pending'`,
        sql`case when ${shopReviews.status} = 'pending' then ${shopReviews.createdAt} end asc`,
        desc(shopReviews.createdAt),
        desc(shopReviews.id),
      )
      .limit(ADMIN_SHOP_REVIEWS_PER_PAGE)
      .offset((page - 1) * ADMIN_SHOP_REVIEWS_PER_PAGE),
    db.select({ total: count() }).from(shopReviews).where(where),
    db.select({ status: shopReviews.status, n: count() }).from(shopReviews).groupBy(shopReviews.status),
  ]);
  const counts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, 0])) as Record<ReviewStatus, number>;
  for (const { status: s, n } of byStatus) counts[s] = n;
  return {
    success: true,
    reviews: rows.map(toAdminShopReview),
    counts,
    total,
    page,
    pages: pagesOf(total, ADMIN_SHOP_REVIEWS_PER_PAGE),
  };
}

/**
 * Publishes or rejects a review, with the shop's reply (undefined keeps it, '' or null removes it). A review
 * published again keeps its first publication date, so editing a reply does not move it to the top.
 */
export async function moderateShopReview(
  db: Db,
  actor: Actor,
  id: number,
  change: { status: 'published' | 'rejected'; reply?: string | null },
): Promise<AdminShopReview> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(shopReviews).where(eq(shopReviews.id, id)).for('update');
    if (!before) throw notFound('Отзыв не найден');
    const answer = change.reply === undefined ? before.answer : change.reply || null;
    const publishedAt =
      change.status === 'published' ? (before.status === 'published' ? before.publishedAt : sql`now()`) : null;
    const [after] = await tx
      .update(shopReviews)
      .set({ status: change.status, answer, publishedAt })
      .where(eq(shopReviews.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'review.moderate',
      entity: 'shop_review',
      entityId: id,
      before: { status: before.status, answer: before.answer },
      after: { status: after.status, answer: after.answer },
    });
    return toAdminShopReview(after);
  });
}
