import { addToCartRequest } from '@/lib/api/cart';
import type { CartChangeResponse } from '@/lib/api/cart';
import { getDb } from '@/lib/db/client';
import { addToCart } from '@/lib/server/cart/cart-mutations';
import { ensureCartOwner } from '@/lib/server/cart/cart-owner';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';

/** POST {pid, count}: adds to the line; past the stock → 409 with how many can still be added. */
export const POST = endpoint({ body: addToCartRequest }, async ({ body: { pid, count } }) => {
  const change = await addToCart(await getDb(), await ensureCartOwner(), pid, count);
  return json<CartChangeResponse>({ success: true, ...change });
});
