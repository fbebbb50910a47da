import { addToCartRequest } from '@/lib/api/cart';
import type { CartChangeResponse } from '@/lib/api/cart';
import { getDb } from '@/lib/db/client';
import { addToCart } from '@/lib/server/cart/cart-mutations';
import { ensureCartOwner } from '@/lib/server/cart/cart-owner';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';

/** POST {pid, count}: adds to the line; past the stock → 409 with how many can still be added. */
export const POST = endpoint({ rateLimit: LIMITS.addToCartAddress, body: addToCartRequest }, async ({ body }) => {
  const owner = await ensureCartOwner();
  await enforceRateLimit(LIMITS.addToCart, owner);
  const change = await addToCart(await getDb(), owner, body.pid, body.count);
  return json<CartChangeResponse>({ success: true, ...change });
});
