// POST /api/cart/order end to end: the order placed once per Idempotency-Key (./place-order.ts, ./order-once.ts),
// its payment started (./after-order.ts), and the response recorded with the key, so a replay answers the same.
import type { OrderResponse } from '@/lib/api/checkout';
import type { Db } from '@/lib/db/client';
import { shopperKey } from '@/lib/server/identity/shopper';
import { afterOrderPlaced } from './after-order';
import { rememberResponse } from './order-once';
import { placeOrder, type PlaceOrderInput } from './place-order';

export async function checkoutOrder(db: Db, request: PlaceOrderInput): Promise<OrderResponse> {
  const placed = await placeOrder(db, request);
  if (placed.response) return placed.response;
  const paymentUrl = await afterOrderPlaced(db, placed);
  return rememberResponse(db, shopperKey(request.shopper), request.idempotencyKey, {
    success: true,
    order_id: placed.order.id,
    number: placed.order.number,
    payment_url: paymentUrl,
  });
}
