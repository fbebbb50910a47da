import { orderLookupRequest } from '@/lib/api/order-lookup';
import type { OrderLookupResponse } from '@/lib/api/order-lookup';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { notFound } from '@/lib/server/http/errors';
import { json } from '@/lib/server/http/respond';
import { lookupContactKey, lookUpOrder } from '@/lib/server/orders/order-lookup';
import { enforceRateLimit, LIMITS, refundRateLimit } from '@/lib/server/rate-limit';

/** One answer for «no such order» and «the phone or email does not match», so a guess learns nothing. */
const NOT_FOUND = 'Заказ не найден. Проверьте номер заказа и телефон или email, указанные при оформлении.';

/** A guest's order by its number and the phone or email given at checkout: status, delivery, track link. */
export const POST = endpoint(
  { rateLimit: LIMITS.orderLookup, body: orderLookupRequest, cache: 'personal' },
  async ({ body }) => {
    // Failed tries per order number and per contact, from every address: counted first (parallel guesses cannot
    // all slip under the limit) and given back when the order was found, so its buyer checking again and again is
    // never refused. The contact's limit stops one email or phone being tried against number after number.
    const contact = lookupContactKey(body.contact);
    await enforceRateLimit(LIMITS.orderLookupNumber, body.number);
    await enforceRateLimit(LIMITS.orderLookupContact, contact);
    const order = await lookUpOrder(await getDb(), body);
    if (!order) throw notFound(NOT_FOUND);
    await refundRateLimit(LIMITS.orderLookupNumber, body.number);
    await refundRateLimit(LIMITS.orderLookupContact, contact);
    return json<OrderLookupResponse>({ success: true, order });
  },
);
