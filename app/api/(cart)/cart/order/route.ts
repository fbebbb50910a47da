import { IDEMPOTENCY_KEY, orderRequest } from '@/lib/api/checkout';
import { orderQuery } from '@/lib/api/orders';
import type { OrderResponse } from '@/lib/api/checkout';
import type { OrderStateResponse } from '@/lib/api/orders';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { readShopper, shopperKey } from '@/lib/server/identity/shopper';
import { checkoutOrder } from '@/lib/server/orders/checkout-order';
import { findOrderForShopper, orderView } from '@/lib/server/orders/order-queries';
import { enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';

/**
 * POST with the cart-state fields and an `Idempotency-Key` header → {success, order_id, number, payment_url};
 * invalid fields → 400 {success:false, error, errors:{field: message}}; out of stock → 409; the same key with
 * another body → 422. The same key and body replay the first response for a day (lib/server/orders/order-once.ts).
 * The header is checked before the body is read (a request without it is refused as such), so the body is
 * read here rather than declared.
 */
export const POST = endpoint({ rateLimit: LIMITS.orderAddress }, async ({ request, address }) => {
  const key = request.headers.get('idempotency-key')?.trim() ?? '';
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw badRequest('Нужен заголовок Idempotency-Key: 8–128 символов (буквы, цифры, - _ : .)');
  }
  const input = await readJson(request, orderRequest);
  const shopper = await readShopper();
  if (shopper.userId !== null || shopper.guestId) await enforceRateLimit(LIMITS.order, shopperKey(shopper));
  const db = await getDb();
  return json<OrderResponse>(await checkoutOrder(db, { shopper, input, idempotencyKey: key, clientAddress: address }));
});

export const dynamic = 'force-dynamic';

/** GET ?order=К-…: one of this shopper's orders with its state and the consent record (152-ФЗ). */
export const GET = endpoint({ query: orderQuery, cache: 'personal' }, async ({ query: { order: number } }) => {
  const db = await getDb();
  const order = await findOrderForShopper(db, number, await readShopper());
  if (!order) throw notFound('Заказ не найден');
  return json<OrderStateResponse>({
    success: true,
    order: await orderView(db, order),
    consent: { at: order.consentAt.toISOString(), version: order.consentVersion, client_address: order.consentAddress },
  });
});
