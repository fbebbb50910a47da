// Moderation of product reviews and questions in the back office: lists by status (waiting ones first, oldest
// first), publish or reject with the shop's public reply or answer. Each decision is one transaction with its
// audit entry; the product's page and the public lists are invalidated after the commit (./changes.ts).
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { pagesOf } from '@/lib/api/admin/paging';
import type {
  AdminProductQuestion,
  AdminProductQuestionsResponse,
  AdminProductReview,
  AdminProductReviewsResponse,
  ProductReview,
} from '@/lib/api/product-reviews';
import { REVIEW_STATUSES, type ReviewStatus } from '@/lib/config/review-statuses';
import type { Db, DbOrTx } from '@/lib/db/client';
import { productQuestions, productReviews, products, users } from '@/lib/db/schema';
import { creditReviewPoints, takeBackReviewPoints } from '@/lib/server/bonuses/review-points';
import { applyVote, withdrawVote } from '@/lib/server/catalog/votes';
import { userKey } from '@/lib/server/identity/shopper';
import { forgetUploads } from '@/lib/server/media/uploads';
import { notFound } from '@/lib/server/http/errors';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';
import { productFeedbackChanged } from './changes';
import { toPublicQuestion } from './questions';
import { toPublicReview, verifiedPurchase } from './reviews';

export const ADMIN_PRODUCT_FEEDBACK_PER_PAGE = 20;

type Filter = { status?: ReviewStatus; productId?: number; page: number };

const productRef = { id: products.id, name: products.name, alias: products.alias };

function emptyCounts(): Record<ReviewStatus, number> {
  return Object.fromEntries(REVIEW_STATUSES.map((s) => [s, 0])) as Record<ReviewStatus, number>;
}

export async function listProductReviewsForModeration(
  db: DbOrTx,
  { status, productId, page }: Filter,
): Promise<AdminProductReviewsResponse> {
  const where = and(
    status ? eq(productReviews.status, status) : undefined,
    productId ? eq(productReviews.productId, productId) : undefined,
  );
  const [rows, [{ total }], byStatus] = await Promise.all([
    db
      .select({ review: productReviews, product: productRef, email: users.email, verified: verifiedPurchase() })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(where)
      .orderBy(...waitingFirst(productReviews), desc(productReviews.id))
      .limit(ADMIN_PRODUCT_FEEDBACK_PER_PAGE)
      .offset((page - 1) * ADMIN_PRODUCT_FEEDBACK_PER_PAGE),
    db.select({ total: count() }).from(productReviews).where(where),
    db
      .select({ status: productReviews.status, n: count() })
      .from(productReviews)
      .where(productId ? eq(productReviews.productId, productId) : undefined)
      .groupBy(productReviews.status),
  ]);
  const counts = emptyCounts();
  for (const { status: s, n } of byStatus) counts[s] = n;
  return {
    success: true,
    reviews: rows.map((r) => toAdminShopReview(r.review, r.product, r.email, Boolean(r.verified))),
    counts,
    total,
    page,
    pages: pagesOf(total, ADMIN_PRODUCT_FEEDBACK_PER_PAGE),
  };
}

export async function listProductQuestionsForModeration(
  db: DbOrTx,
  { status, productId, page }: Filter,
): Promise<AdminProductQuestionsResponse> {
  const where = and(
    status ? eq(productQuestions.status, status) : undefined,
    productId ? eq(productQuestions.productId, productId) : undefined,
  );
  const [rows, [{ total }], byStatus] = await Promise.all([
    db
      .select({ question: productQuestions, product: productRef, email: users.email })
      .from(productQuestions)
      .innerJoin(products, eq(products.id, productQuestions.productId))
      .leftJoin(users, eq(users.id, productQuestions.userId))
      .where(where)
      .orderBy(...waitingFirst(productQuestions), desc(productQuestions.id))
      .limit(ADMIN_PRODUCT_FEEDBACK_PER_PAGE)
      .offset((page - 1) * ADMIN_PRODUCT_FEEDBACK_PER_PAGE),
    db.select({ total: count() }).from(productQuestions).where(where),
    db
      .select({ status: productQuestions.status, n: count() })
      .from(productQuestions)
      .where(productId ? eq(productQuestions.productId, productId) : undefined)
      .groupBy(productQuestions.status),
  ]);
  const counts = emptyCounts();
  for (const { status: s, n } of byStatus) counts[s] = n;
  return {
    success: true,
    questions: rows.map((r) => toAdminQuestion(r.question, r.product, r.email)),
    counts,
    total,
    page,
    pages: pagesOf(total, ADMIN_PRODUCT_FEEDBACK_PER_PAGE),
  };
}

/** Waiting ones first, oldest first (they have waited longest), then the rest, newest first. */
function waitingFirst(table: typeof productReviews | typeof productQuestions): SQL[] {
  return [
    sql`${table.status} <> 'pending'`,
    sql`case when ${table.status} = 'pending' then ${table.createdAt} end asc`,
    sql`${table.createdAt} desc`,
  ];
}

type ProductRef = { id: number; name: string; alias: string };

function toAdminShopReview(
  r: typeof productReviews.$inferSelect,
  product: ProductRef,
  email: string,
  verified: boolean,
): AdminProductReview {
  const shown: Partial<ProductReview> = toPublicReview(r, verified);
  delete shown.helpful;
  return {
    ...(shown as Omit<ProductReview, 'helpful'>),
    status: r.status,
    email,
    published_at: r.publishedAt?.toISOString() ?? null,
    product,
  };
}

function toAdminQuestion(
  q: typeof productQuestions.$inferSelect,
  product: ProductRef,
  email: string | null,
): AdminProductQuestion {
  return {
    ...toPublicQuestion(q),
    status: q.status,
    email,
    published_at: q.publishedAt?.toISOString() ?? null,
    product,
  };
}

/**
 * Publishes or rejects a product review, with the shop's public reply (undefined keeps it, '' or null removes it).
 * One transaction: the review, its rating as the author's vote on the product (a published review is that
 * shopper's one rating; taking it off the site takes the rating back), the author's bonus points (credited on
 * publication, taken back when it goes off the site, never paid twice: docs/adr/0080-review-and-refund-points.md), and
 * the audit entry. A review published again keeps its first publication date. A rejected review loses its photos, bytes
 * and all (unless another review or a product shows the same picture): what the shop refused to show it does not keep.
 */
export async function moderateProductReview(
  db: Db,
  actor: Actor,
  id: number,
  change: { status: 'published' | 'rejected'; reply?: string | null },
): Promise<AdminProductReview> {
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(productReviews).where(eq(productReviews.id, id)).for('update');
    if (!before) throw notFound('Отзыв не найден');
    const reply = change.reply === undefined ? before.reply : change.reply || null;
    const publishing = change.status === 'published' && before.status !== 'published';
    const unpublishing = change.status !== 'published' && before.status === 'published';
    const dropPhotos = change.status === 'rejected' && before.photos.length > 0;
    const [after] = await tx
      .update(productReviews)
      .set({
        status: change.status,
        reply,
        repliedAt: reply === before.reply ? before.repliedAt : reply ? sql`now()` : null,
        publishedAt: change.status === 'published' ? (before.publishedAt ?? sql`now()`) : before.publishedAt,
        updatedAt: sql`now()`,
        ...(dropPhotos ? { photos: [] } : {}),
      })
      .where(eq(productReviews.id, id))
      .returning();
    if (dropPhotos) await forgetUploads(tx, before.photos);
    if (publishing) {
      await applyVote(tx, before.productId, userKey(before.userId), before.rating);
      // The author's points for the review (one review's worth, however often it is published again).
      await creditReviewPoints(tx, {
        customerId: before.userId,
        reviewId: id,
        productId: before.productId,
        withPhoto: before.photos.length > 0,
      });
    }
    if (unpublishing) {
      await withdrawVote(tx, before.productId, userKey(before.userId));
      await takeBackReviewPoints(tx, { customerId: before.userId, reviewId: id });
    }
    await recordAudit(tx, actor, {
      action: 'product_review.moderate',
      entity: 'product_review',
      entityId: id,
      before: { status: before.status, reply: before.reply, ...(dropPhotos ? { photos: before.photos } : {}) },
      after: { status: after.status, reply: after.reply, ...(dropPhotos ? { photos: after.photos } : {}) },
    });
    const [row] = await tx
      .select({ product: productRef, email: users.email, verified: verifiedPurchase() })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(eq(productReviews.id, id));
    return toAdminShopReview(after, row.product, row.email, Boolean(row.verified));
  });
  productFeedbackChanged(result.product.alias);
  return result;
}

/** Publishes or rejects a question, with the shop's public answer (undefined keeps it, '' or null removes it). */
export async function moderateProductQuestion(
  db: Db,
  actor: Actor,
  id: number,
  change: { status: 'published' | 'rejected'; answer?: string | null },
): Promise<AdminProductQuestion> {
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(productQuestions).where(eq(productQuestions.id, id)).for('update');
    if (!before) throw notFound('Вопрос не найден');
    const answer = change.answer === undefined ? before.answer : change.answer || null;
    const [after] = await tx
      .update(productQuestions)
      .set({
        status: change.status,
        answer,
        answeredAt: answer === before.answer ? before.answeredAt : answer ? sql`now()` : null,
        publishedAt: change.status === 'published' ? (before.publishedAt ?? sql`now()`) : before.publishedAt,
      })
      .where(eq(productQuestions.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'product_question.moderate',
      entity: 'product_question',
      entityId: id,
      before: { status: before.status, answer: before.answer },
      after: { status: after.status, answer: after.answer },
    });
    const [row] = await tx
      .select({ product: productRef, email: users.email })
      .from(productQuestions)
      .innerJoin(products, eq(products.id, productQuestions.productId))
      .leftJoin(users, eq(users.id, productQuestions.userId))
      .where(eq(productQuestions.id, id));
    return toAdminQuestion(after, row.product, row.email);
  });
  productFeedbackChanged(result.product.alias);
  return result;
}
