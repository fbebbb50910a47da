import { changeCountRequest } from '@/lib/api/cart';
import type { CartChangeResponse } from '@/lib/api/cart';
import { getDb } from '@/lib/db/client';
import { changeCount } from '@/lib/server/cart/cart-mutations';
import { readCartOwner } from '@/lib/server/cart/cart-owner';
import { endpoint } from '@/lib/server/http/endpoint';
import { notFound } from '@/lib/server/http/errors';
import { json } from '@/lib/server/http/respond';
import { enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';

/** PUT {pid, count}: the count is clamped to 1…stock; `notice` says when it was. */
export const PUT = endpoint({ rateLimit: LIMITS.changeCountAddress, body: changeCountRequest }, async ({ body }) => {
  const { pid, count } = body;
  const owner = await readCartOwner();
  if (!owner) throw notFound('Этого товара нет в корзине');
  await enforceRateLimit(LIMITS.changeCount, owner);
  return json<CartChangeResponse>({ success: true, ...(await changeCount(await getDb(), owner, pid, count)) });
});
