import { productIdQuery, type MyProductReviewResponse } from '@/lib/api/product-reviews';
import { getDb } from '@/lib/db/client';
import { currentUser } from '@/lib/server/auth/current-user';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { ownReviewOf } from '@/lib/server/product-reviews/reviews';

export const dynamic = 'force-dynamic';

/** The shopper's own review of the product (any status) and their «Полезно» marks: personal, never cached. */
export const GET = endpoint({ query: productIdQuery, cache: 'personal' }, async ({ query }) => {
  const user = await currentUser();
  if (!user) return json<MyProductReviewResponse>({ success: true, signed_in: false, review: null, helpful: [] });
  const own = await ownReviewOf(await getDb(), user.id, query.pid);
  return json<MyProductReviewResponse>({ success: true, signed_in: true, ...own });
});
