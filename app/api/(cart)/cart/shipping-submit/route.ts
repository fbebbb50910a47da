import { shippingSubmitRequest } from '@/lib/api/checkout';
import type { ShippingSubmitResponse } from '@/lib/api/checkout';
import { getDb } from '@/lib/db/client';
import { goodsAfterDiscount } from '@/lib/server/cart/cart-read';
import { readCartOwner } from '@/lib/server/cart/cart-owner';
import { readJson } from '@/lib/server/http/parse';
import { json, route } from '@/lib/server/http/respond';
import { submitShipping } from '@/lib/server/shipping/shipping-methods';

/** POST {shipping_id, index}: `index` is the postcode; without it the nearest zone's prices. */
export const POST = route(async (request) => {
  const { shipping_id, index } = await readJson(request, shippingSubmitRequest);
  const db = await getDb();
  const goods = await goodsAfterDiscount(db, await readCartOwner());
  return json<ShippingSubmitResponse>({ success: true, ...(await submitShipping(db, shipping_id, index, goods)) });
});
