import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products, votes } from '@/lib/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { ratingAverage } from './product-card';

/**
 * One vote per shopper per product; a repeat vote replaces the earlier one.
 * The product row is locked so concurrent votes keep rating_sum/rating_count exact.
 */
export async function castVote(db: Db, productId: number, voterKey: string, rating: number) {
  return db.transaction(async (tx) => {
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
  });
}
