// Shop reviews on /feedback: shoppers send them, a moderator publishes them (lib/server/admin/shop-reviews), the page
// lists the published ones.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { ShopReviewRequest, ShopReviewsResponse, ShopReview } from '@/lib/api/feedback';
import type { Db } from '@/lib/db/client';
import { shopReviews } from '@/lib/db/schema';
import type { Sender } from './feedback-post';

export const SHOP_REVIEWS_PER_PAGE = 10;

const published = eq(shopReviews.status, 'published');

/** One page of published reviews, newest first; a page past the end is empty (its `pages` says how many). */
export async function listPublishedShopReviews(db: Db, page: number): Promise<ShopReviewsResponse> {
  const [{ total, average }] = await db
    .select({ total: count(), average: sql<string | null>`avg(${shopReviews.rating})` })
    .from(shopReviews)
    .where(published);
  const rows = await db
    .select()
    .from(shopReviews)
    .where(published)
    .orderBy(desc(shopReviews.publishedAt), desc(shopReviews.id))
    .limit(SHOP_REVIEWS_PER_PAGE)
    .offset((page - 1) * SHOP_REVIEWS_PER_PAGE);
  const reviews: ShopReview[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    rating: r.rating,
    text: r.text,
    answer: r.answer,
    date: (r.publishedAt ?? r.createdAt).toISOString(),
  }));
  return {
    success: true,
    reviews,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / SHOP_REVIEWS_PER_PAGE)),
    rating: average ? Math.round(Number(average) * 10) / 10 : 0,
  };
}

/** Stored for moderation; returns its id. */
export async function submitShopReview(db: Db, input: ShopReviewRequest, sender: Sender): Promise<number> {
  const [row] = await db
    .insert(shopReviews)
    .values({
      ...sender,
      name: input.name,
      email: input.email || null,
      rating: input.rating,
      text: input.text,
    })
    .returning({ id: shopReviews.id });
  return row.id;
}
