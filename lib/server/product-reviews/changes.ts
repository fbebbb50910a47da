// What a moderation decision makes stale: the product's page (it shows the first reviews, the questions, the rating
// and the JSON-LD) and the public review and question lists. Called after the commit.
import { productTag, TAG } from '@/lib/cache/policy';
import { slugOfAlias } from '@/lib/catalog/paths';
import { invalidate } from '@/lib/server/cache/invalidate';

export function productFeedbackChanged(productAlias: string): void {
  invalidate([productTag(slugOfAlias(productAlias)), TAG.productFeedback]);
}
