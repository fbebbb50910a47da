// Storefront copies that show what the back office edits are dropped at once after a change (called by the admin
// route handlers once the change is committed); lib/cache/policy.ts says which copies carry each tag.
import { revalidatePath } from 'next/cache';
import { TAG } from '@/lib/cache/policy';
import { invalidate } from '@/lib/server/cache/invalidate';

/** /feedback (rendered per request) and GET /api/reviews list the published reviews with the shop's replies. */
export function reviewsChanged() {
  invalidate([TAG.reviews]);
  revalidatePath('/feedback');
}

/** «Доставка и оплата», the checkout's shipping and pickup-point lists quote the tariffs and the threshold. */
export function deliveryChanged() {
  invalidate([TAG.delivery]);
}

/** The home page shows the product of the day; the cart prices it on every read and needs nothing. */
export function offerChanged() {
  invalidate([TAG.offer]);
}
