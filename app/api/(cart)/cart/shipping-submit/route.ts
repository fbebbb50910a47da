import { shippingSubmitRequest } from '@/lib/api/checkout';
import type { ShippingSubmitResponse } from '@/lib/api/checkout';
import { getDb } from '@/lib/db/client';
import { goodsAfterDiscount } from '@/lib/server/cart/cart-read';
import { readCartOwner } from '@/lib/server/cart/cart-owner';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { submitShipping } from '@/lib/server/shipping/shipping-methods';

/** POST {shipping_id, index}: `index` is the postcode; without it the nearest zone's prices. Only reads. */
export const POST = endpoint(
  { sameOrigin: false, body: shippingSubmitRequest },
  async ({ body: { shipping_id, index } }) => {
    const db = await getDb();
    const goods = await goodsAfterDiscount(db, await readCartOwner());
    return json<ShippingSubmitResponse>({ success: true, ...(await submitShipping(db, shipping_id, index, goods)) });
  },
);
