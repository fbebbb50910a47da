// Storefront pages that show what the back office edits are re-rendered at once after a change (called by the
// admin route handlers once the change is committed).
import { revalidatePath } from 'next/cache';

/** /feedback lists the published reviews with the shop's replies. */
export function reviewsChanged() {
  // TODO(cache): invalidate(['reviews'])
  revalidatePath('/feedback');
}

/**
 * «Доставка и оплата» quotes the tariffs and the free-delivery threshold (rendered at /delivery/main, see
 * next.config.mjs); the checkout's shipping and pickup-point lists read the database on every request.
 */
export function deliveryChanged() {
  // TODO(cache): invalidate(['delivery'])
  revalidatePath('/delivery/[edition]', 'page');
}
