import { pickupPointSubmitRequest } from '@/lib/api/checkout';
import type { PickupPointSubmitResponse } from '@/lib/api/checkout';
import { getDb } from '@/lib/db/client';
import { goodsAfterDiscount } from '@/lib/server/cart/cart-read';
import { readCartOwner } from '@/lib/server/cart/cart-owner';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { quotePickupPoint } from '@/lib/server/shipping/pickup-points';

/** POST {pvz_id, currier_service_id, shipping_id, payment_id}: the cost of delivery to that pickup point. Only reads. */
export const POST = endpoint({ sameOrigin: false, body: pickupPointSubmitRequest }, async ({ body }) => {
  const db = await getDb();
  const goods = await goodsAfterDiscount(db, await readCartOwner());
  const quote = await quotePickupPoint(
    db,
    { pickupPointId: body.pvz_id, methodId: body.shipping_id, serviceId: body.currier_service_id },
    goods,
  );
  return json<PickupPointSubmitResponse>({
    success: true,
    shipping_cost: quote.shipping_cost,
    min_days: quote.min_days,
    max_days: quote.max_days,
    pvz: quote.point,
  });
});
