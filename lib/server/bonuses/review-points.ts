// Points for a published review (lib/config/bonus-rules.ts), called by the review's moderation in its transaction:
// credited when it is published, taken back when it is taken off the site, credited again when it is published
// again (docs/adr/0080-review-and-refund-points.md). A review's entries are a chain, each naming the one before it (a
// unique index: two writers that read the same chain cannot both add to it), and what the review holds is their sum.
// Only a review of a product the author received earns points: a delivered order of theirs holds it (RECEIVED_STATUS).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { bonusEntries, orderItems, orders } from '@/lib/db/schema';
import { bonusRules } from '@/lib/config/bonus-rules';
import { RECEIVED_STATUS } from '@/lib/server/orders/order-status';
import { bonusNow } from './clock';
import { credit, debit, lockCustomer, openCredits, recordExpiry, takeable } from './ledger';

type ReviewPoints = { customerId: number; reviewId: number; productId: number; withPhoto: boolean };

/** The review's chain, oldest first. */
const chainOf = (tx: Tx, reviewId: number) =>
  tx
    .select()
    .from(bonusEntries)
    .where(and(eq(bonusEntries.reviewId, reviewId), inArray(bonusEntries.kind, ['review', 'review_reversal'])))
    .orderBy(asc(bonusEntries.id));

/** Whether the customer received the product: an order of their account holding it has been delivered. */
async function receivedProduct(tx: Tx, customerId: number, productId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, customerId), eq(orders.status, RECEIVED_STATUS), eq(orderItems.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The review is published: it holds its points, if its author received the product. The first publication
 * credits them (100 with a photo, 50 without); a later one credits what was taken back when it went off the site,
 * so the review is never paid for twice. True when this call credited something.
 */
export async function creditReviewPoints(
  tx: Tx,
  { customerId, reviewId, productId, withPhoto }: ReviewPoints,
): Promise<boolean> {
  // The account may have been deleted since the review was written: then there is no one to credit.
  if (!(await lockCustomer(tx, customerId))) return false;
  // Anyone may write a review; points pay for the experience of a product the author had in hand.
  if (!(await receivedProduct(tx, customerId, productId))) return false;
  const chain = await chainOf(tx, reviewId);
  const earned = chain[0]?.points ?? (withPhoto ? bonusRules.reviewWithPhotoPoints : bonusRules.reviewPoints);
  const owed = earned - chain.reduce((sum, e) => sum + e.points, 0);
  if (owed <= 0) return false;
  const id = await credit(tx, {
    customerId,
    kind: 'review',
    points: owed,
    availableAt: bonusNow(),
    reviewId,
    sourceId: chain.at(-1)?.id ?? null,
  });
  return id !== null;
}

/**
 * The review is off the site (rejected after publication): what it holds is taken back — from what is left of its
 * own credits first, then from other points; what has been spent already is forgiven, as for a return
 * (docs/adr/0059-points-on-cancel-and-return.md). Returns the points taken.
 */
export async function takeBackReviewPoints(
  tx: Tx,
  { customerId, reviewId }: Omit<ReviewPoints, 'withPhoto' | 'productId'>,
) {
  if (!(await lockCustomer(tx, customerId))) return 0;
  const chain = await chainOf(tx, reviewId);
  const held = chain.reduce((sum, e) => sum + e.points, 0);
  if (held <= 0) return 0;
  const now = bonusNow();
  await recordExpiry(tx, customerId, now);
  const credits = chain.filter((e) => e.kind === 'review').map((e) => e.id);
  const take = takeable(await openCredits(tx, customerId), credits, held, now);
  if (take <= 0) return 0;
  await debit(
    tx,
    {
      customerId,
      kind: 'review_reversal',
      points: take,
      reviewId,
      sourceId: chain.at(-1)!.id,
      firstFrom: credits,
    },
    now,
  );
  return take;
}
