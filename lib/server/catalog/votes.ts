import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { products, votes } from '@/lib/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { ratingAverage } from './product-card';

/**
 * One vote per shopper per product; a repeat vote replaces the earlier one.
 * The product row is locked so concurrent votes keep rating_sum/rating_count exact.
 */
export async function castVote(db: Db, productId: number, voterKey: string, rating: number) {
  return db.transaction((tx) => applyVote(tx, productId, voterKey, rating));
}

/**
 * castVote inside the caller's transaction: a published product review counts as its author's vote
 * (lib/server/product-reviews/moderation.ts), so the product's rating and its count include it exactly once.
 */
export async function applyVote(tx: DbOrTx, productId: number, voterKey: string, rating: number) {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .for('update');
  if (!product) throw notFound('Товар не найден');

  const [previous] = await tx
    .select({ rating: votes.rating })
    .from(votes)
    .where(and(eq(votes.productId, productId), eq(votes.voterKey, voterKey)));

  await tx
    .insert(votes)
    .values({ productId, voterKey, rating })
    .onConflictDoUpdate({ target: [votes.productId, votes.voterKey], set: { rating, createdAt: sql`now()` } });

  const [updated] = await tx
    .update(products)
    .set({
      ratingSum: sql`${products.ratingSum} + ${rating - (previous?.rating ?? 0)}`,
      ratingCount: sql`${products.ratingCount} + ${previous ? 0 : 1}`,
    })
    .where(eq(products.id, productId))
    .returning({ sum: products.ratingSum, count: products.ratingCount });

  return { rating: ratingAverage(updated.sum, updated.count), votes: updated.count };
}

/** Takes a shopper's vote back (a published review taken off the site), keeping the product's sum and count exact. */
export async function withdrawVote(tx: DbOrTx, productId: number, voterKey: string): Promise<void> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  const [dropped] = await tx
    .delete(votes)
    .where(and(eq(votes.productId, productId), eq(votes.voterKey, voterKey)))
    .returning({ rating: votes.rating });
  if (!dropped) return;
  await tx
    .update(products)
    .set({ ratingSum: sql`${products.ratingSum} - ${dropped.rating}`, ratingCount: sql`${products.ratingCount} - 1` })
    .where(eq(products.id, productId));
}

/**
 * Moves one voter's votes to another (guest → account, at login or registration, inside its transaction).
 * Where both voted on a product, the account's vote stays and the guest's is dropped, taking its rating out of
 * the product's sum and count; other votes just change owner (sum and count stay). The products are locked in
 * id order first, like castVote, so a concurrent vote cannot interleave.
 */
export async function mergeVotes(tx: DbOrTx, fromKey: string, toKey: string): Promise<void> {
  if (fromKey === toKey) return;
  const theirs = await tx.select({ productId: votes.productId }).from(votes).where(eq(votes.voterKey, fromKey));
  if (theirs.length === 0) return;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(
      inArray(
        products.id,
        theirs.map((v) => v.productId),
      ),
    )
    .orderBy(asc(products.id))
    .for('update');
  await tx.execute(sql`
    with dropped as (
      delete from ${votes} as g
      using ${votes} as u
      where g.voter_key = ${fromKey} and u.voter_key = ${toKey} and u.product_id = g.product_id
      returning g.product_id, g.rating
    )
    update ${products} as p
    set rating_sum = p.rating_sum - dropped.rating, rating_count = p.rating_count - 1
    from dropped
    where p.id = dropped.product_id`);
  await tx.update(votes).set({ voterKey: toKey }).where(eq(votes.voterKey, fromKey));
}
