// Reviews of a product: the public list (published only) with the rating summary, a signed-in shopper's own review
// (written once per product, editable until published) and «Полезно» marks. Moderation is ./moderation.ts.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  OwnProductReview,
  ProductReview,
  ProductReviewsResponse,
  RatingDistribution,
} from '@/lib/api/product-reviews';
import {
  PRODUCT_REVIEWS_PER_PAGE,
  REVIEW_PHOTOS_MAX,
  type ReviewSort,
  ANONYMOUS_AUTHOR,
} from '@/lib/config/product-reviews';
import type { Db, DbOrTx } from '@/lib/db/client';
import { productReviews, productReviewVotes, products, users, votes } from '@/lib/db/schema';
import { ratingAverage } from '@/lib/server/catalog/product-card';
import { badRequest, HttpError, notFound } from '@/lib/server/http/errors';
import { forgetUploads, savePicture, type PreparedPicture } from '@/lib/server/media/uploads';

type Row = typeof productReviews.$inferSelect;

/**
 * The author received the product: a delivered order of theirs contains it. Read when shown, so it is current.
 * The review's columns are named with their table: drizzle writes a lone table's columns unqualified, and inside
 * this subquery `user_id` would then mean the order's own.
 */
export const verifiedPurchase = (): SQL<boolean> =>
  sql<boolean>`exists (
    select 1 from orders o join order_items oi on oi.order_id = o.id
    where o.user_id = "product_reviews"."user_id" and o.status = 'delivered'
      and oi.product_id = "product_reviews"."product_id")`;

const ORDER: Record<ReviewSort, SQL[]> = {
  new: [sql`${productReviews.createdAt} desc`],
  helpful: [sql`${productReviews.helpfulCount} desc`, sql`${productReviews.createdAt} desc`],
  photos: [sql`jsonb_array_length(${productReviews.photos}) > 0 desc`, sql`${productReviews.createdAt} desc`],
};

export const toPublicReview = (r: Row, verified: boolean): ProductReview => ({
  id: r.id,
  name: r.authorName,
  rating: r.rating,
  text: r.text,
  pros: r.pros,
  cons: r.cons,
  photos: r.photos,
  verified,
  created_at: r.createdAt.toISOString(),
  reply: r.reply,
  helpful: r.helpfulCount,
});

const published = (productId: number) =>
  and(eq(productReviews.productId, productId), eq(productReviews.status, 'published'));

/**
 * One page of a product's published reviews with the rating summary. `rating` and `distribution` cover every
 * rating of the product — star votes and published reviews, one per shopper (a published review is its author's
 * vote: ./moderation.ts) — and `total` counts the published reviews.
 */
export async function listProductReviews(
  db: DbOrTx,
  productId: number,
  { page, sort }: { page: number; sort: ReviewSort },
): Promise<ProductReviewsResponse> {
  const [product] = await db
    .select({ sum: products.ratingSum, count: products.ratingCount })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) throw notFound('Товар не найден');
  const [rows, [{ total }], stars] = await Promise.all([
    db
      .select({ review: productReviews, verified: verifiedPurchase() })
      .from(productReviews)
      .where(published(productId))
      .orderBy(...ORDER[sort], desc(productReviews.id))
      .limit(PRODUCT_REVIEWS_PER_PAGE)
      .offset((page - 1) * PRODUCT_REVIEWS_PER_PAGE),
    db.select({ total: count() }).from(productReviews).where(published(productId)),
    db
      .select({ rating: votes.rating, n: count() })
      .from(votes)
      .where(eq(votes.productId, productId))
      .groupBy(votes.rating),
  ]);
  const distribution: RatingDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const { rating, n } of stars) {
    const key = String(rating) as keyof RatingDistribution;
    if (key in distribution) distribution[key] = n;
  }
  return {
    reviews: rows.map((r) => toPublicReview(r.review, Boolean(r.verified))),
    total,
    rating: ratingAverage(product.sum, product.count),
    distribution,
  };
}

/** The name a review shows: the account's first name and the surname's initial («Анна К.»), else «Покупатель». */
async function authorName(db: DbOrTx, userId: number): Promise<string> {
  const [user] = await db.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, userId));
  const name = user?.name.trim() ?? '';
  if (!name) return ANONYMOUS_AUTHOR;
  const initial = user?.surname.trim().charAt(0);
  return initial ? `${name} ${initial.toUpperCase()}.` : name;
}

export type ReviewInput = { rating: number; text: string; pros: string; cons: string };

const ALREADY_REVIEWED = 'Вы уже оставили отзыв об этом товаре';

/**
 * The cheap refusals of a new review: an unknown product (404), the shopper's second review of it (409). The route
 * asks before the photos are read, as soon as the form's first fields arrive (docs/SECURITY.md, «Uploads»);
 * submitProductReview asks again in its transaction.
 */
export async function refuseNewReview(db: DbOrTx, userId: number, productId: number): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) throw notFound('Товар не найден');
  const [existing] = await db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)));
  if (existing) throw new HttpError(409, ALREADY_REVIEWED);
}

/**
 * A signed-in shopper's review, waiting for moderation. The photos were checked and normalised beforehand (a bad
 * file refuses the form before anything is written); they are stored in the same transaction as the review, so a
 * refusal (unknown product, a second review) leaves no picture behind.
 */
export async function submitProductReview(
  db: Db,
  author: { userId: number; clientAddress: string },
  productId: number,
  input: ReviewInput,
  photos: PreparedPicture[],
): Promise<number> {
  if (photos.length > REVIEW_PHOTOS_MAX) throw tooManyPhotos();
  return db.transaction(async (tx) => {
    await refuseNewReview(tx, author.userId, productId);
    const urls = await saveAll(tx, photos);
    const [row] = await tx
      .insert(productReviews)
      .values({
        productId,
        userId: author.userId,
        authorName: await authorName(tx, author.userId),
        ...input,
        photos: urls,
        clientAddress: author.clientAddress,
      })
      // Two submissions at the same moment: the unique index lets one in; the other is the same 409.
      .onConflictDoNothing({ target: [productReviews.productId, productReviews.userId] })
      .returning({ id: productReviews.id });
    if (!row) throw new HttpError(409, ALREADY_REVIEWED);
    return row.id;
  });
}

const tooManyPhotos = () =>
  badRequest(`Не больше ${REVIEW_PHOTOS_MAX} фотографий к отзыву`, { photos: `не больше ${REVIEW_PHOTOS_MAX} фото` });

async function saveAll(tx: DbOrTx, photos: PreparedPicture[]): Promise<string[]> {
  const urls: string[] = [];
  for (const photo of photos) urls.push(await savePicture(tx, photo));
  return urls;
}

/** Another's review or none (404), a published one (409). */
function refuseEditOf(review: { status: Row['status'] } | undefined): asserts review {
  if (!review) throw notFound('Отзыв не найден');
  if (review.status === 'published') throw new HttpError(409, 'Опубликованный отзыв изменить нельзя');
}

/** The refusals of an edit, asked before its photos are read; editOwnReview asks again in its transaction. */
export async function refuseEdit(db: DbOrTx, userId: number, reviewId: number): Promise<void> {
  const [review] = await db
    .select({ status: productReviews.status })
    .from(productReviews)
    .where(and(eq(productReviews.id, reviewId), eq(productReviews.userId, userId)));
  refuseEditOf(review);
}

/**
 * The author changes a review that is not published yet (waiting, or rejected — then it waits again). `keep` names
 * the photos already attached that stay; new ones are added after them. The photos not kept are removed with their
 * bytes (unless another review or a product shows the same picture).
 */
export async function editOwnReview(
  db: Db,
  userId: number,
  reviewId: number,
  input: ReviewInput & { keep: string[] },
  photos: PreparedPicture[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [review] = await tx
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.id, reviewId), eq(productReviews.userId, userId)))
      .for('update');
    refuseEditOf(review);
    const kept = review.photos.filter((url) => input.keep.includes(url));
    if (kept.length + photos.length > REVIEW_PHOTOS_MAX) throw tooManyPhotos();
    const added = await saveAll(tx, photos);
    const after = [...kept, ...added.filter((url) => !kept.includes(url))];
    await tx
      .update(productReviews)
      .set({
        rating: input.rating,
        text: input.text,
        pros: input.pros,
        cons: input.cons,
        photos: after,
        status: 'pending',
        updatedAt: sql`now()`,
      })
      .where(eq(productReviews.id, reviewId));
    await forgetUploads(
      tx,
      review.photos.filter((url) => !after.includes(url)),
    );
  });
}

/** The shopper's own review of a product (any status) and the reviews of it they marked «Полезно». */
export async function ownReviewOf(
  db: DbOrTx,
  userId: number,
  productId: number,
): Promise<{ review: OwnProductReview | null; helpful: number[] }> {
  const [[review], marked] = await Promise.all([
    db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId))),
    db
      .select({ id: productReviewVotes.reviewId })
      .from(productReviewVotes)
      .innerJoin(productReviews, eq(productReviews.id, productReviewVotes.reviewId))
      .where(and(eq(productReviewVotes.userId, userId), eq(productReviews.productId, productId))),
  ]);
  if (!review) return { review: null, helpful: marked.map((m) => m.id) };
  const own: OwnProductReview = {
    id: review.id,
    name: review.authorName,
    rating: review.rating,
    text: review.text,
    pros: review.pros,
    cons: review.cons,
    photos: review.photos,
    created_at: review.createdAt.toISOString(),
    reply: review.reply,
    status: review.status,
  };
  return { review: own, helpful: marked.map((m) => m.id) };
}

/**
 * «Полезно» on a published review: one mark per signed-in shopper, taken back with `helpful: false`. The count on
 * the review moves with the mark in one transaction (the row is locked), so it stays exact under concurrent clicks.
 */
export async function markHelpful(
  db: Db,
  userId: number,
  reviewId: number,
  helpful: boolean,
): Promise<{ helpful: number; marked: boolean }> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ userId: productReviews.userId, status: productReviews.status })
      .from(productReviews)
      .where(eq(productReviews.id, reviewId))
      .for('update');
    if (!review || review.status !== 'published') throw notFound('Отзыв не найден');
    if (review.userId === userId) throw new HttpError(403, 'Свой отзыв отметить нельзя');
    const changed = helpful
      ? await tx
          .insert(productReviewVotes)
          .values({ reviewId, userId })
          .onConflictDoNothing()
          .returning({ id: productReviewVotes.reviewId })
      : await tx
          .delete(productReviewVotes)
          .where(and(eq(productReviewVotes.reviewId, reviewId), eq(productReviewVotes.userId, userId)))
          .returning({ id: productReviewVotes.reviewId });
    const delta = changed.length === 0 ? 0 : helpful ? 1 : -1;
    const [after] = await tx
      .update(productReviews)
      .set({ helpfulCount: sql`${productReviews.helpfulCount} + ${delta}` })
      .where(eq(productReviews.id, reviewId))
      .returning({ helpful: productReviews.helpfulCount });
    return { helpful: after.helpful, marked: helpful };
  });
}
