// Points for a published review (lib/config/bonus-rules.ts): called by the review's publication, in its transaction.
import type { Tx } from '@/lib/db/client';
import { bonusRules } from '@/lib/config/bonus-rules';
import { bonusNow } from './clock';
import { credit, lockCustomer } from './ledger';

/**
 * Credits a published review once: a second call for the same review (published again after an edit, a retry)
 * writes nothing. True when this call credited it.
 */
export async function creditReviewPoints(
  tx: Tx,
  { customerId, reviewId, withPhoto }: { customerId: number; reviewId: number; withPhoto: boolean },
): Promise<boolean> {
  // The account may have been deleted since the review was written: then there is no one to credit.
  if (!(await lockCustomer(tx, customerId))) return false;
  const id = await credit(tx, {
    customerId,
    kind: 'review',
    points: withPhoto ? bonusRules.reviewWithPhotoPoints : bonusRules.reviewPoints,
    availableAt: bonusNow(),
    reviewId,
  });
  return id !== null;
}
