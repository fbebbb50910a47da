import { paymentListRequest } from '@/lib/api/checkout';
import type { PaymentListResponse } from '@/lib/api/checkout';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { paymentMethodsFor } from '@/lib/server/payments/methods';
import { getShippingMethod } from '@/lib/server/shipping/shipping-methods';

/** POST {shipping_id}: the ways to pay for that method (on receipt only where it allows). Only reads. */
export const POST = endpoint({ sameOrigin: false, body: paymentListRequest }, async ({ body: { shipping_id } }) => {
  const method = await getShippingMethod(await getDb(), shipping_id);
  return json<PaymentListResponse>({ success: true, payment_list: paymentMethodsFor(method) });
});
