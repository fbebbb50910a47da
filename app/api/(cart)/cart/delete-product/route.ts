import { deleteProductRequest } from '@/lib/api/cart';
import type { CartChangeResponse } from '@/lib/api/cart';
import { getDb } from '@/lib/db/client';
import { deleteFromCart } from '@/lib/server/cart/cart-mutations';
import { readCartOwner } from '@/lib/server/cart/cart-owner';
import { endpoint } from '@/lib/server/http/endpoint';
import { readJson, validate } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';

/** DELETE with a JSON body {pid} (docs/PRODUCT.md#cart), or ?pid= for clients that cannot send a body with DELETE. */
export const DELETE = endpoint({}, async ({ request }) => {
  const fromQuery = new URL(request.url).searchParams.get('pid');
  const { pid } =
    fromQuery !== null
      ? validate(deleteProductRequest, { pid: fromQuery })
      : await readJson(request, deleteProductRequest);
  const owner = await readCartOwner();
  if (!owner) return json<CartChangeResponse>({ success: true, num: 0, cart_count: 0 });
  return json<CartChangeResponse>({ success: true, ...(await deleteFromCart(await getDb(), owner, pid)) });
});
