import { changeCountRequest } from '@/lib/api/cart';
import type { CartChangeResponse } from '@/lib/api/cart';
import { getDb } from '@/lib/db/client';
import { changeCount } from '@/lib/server/cart/cart-mutations';
import { readCartOwner } from '@/lib/server/cart/cart-owner';
import { notFound } from '@/lib/server/http/errors';
import { assertSameOrigin } from '@/lib/server/http/origin-check';
import { readJson } from '@/lib/server/http/parse';
import { json, route } from '@/lib/server/http/respond';

/** PUT {pid, count}: the count is clamped to 1…stock; `notice` says when it was. */
export const PUT = route(async (request) => {
  assertSameOrigin(request);
  const { pid, count } = await readJson(request, changeCountRequest);
  const owner = await readCartOwner();
  if (!owner) throw notFound('Этого товара нет в корзине');
  return json<CartChangeResponse>({ success: true, ...(await changeCount(await getDb(), owner, pid, count)) });
});
