import { paymentListRequest } from '@/lib/api/checkout';
import type { PaymentListResponse } from '@/lib/api/checkout';
import { getDb } from '@/lib/db/client';
import { readJson } from '@/lib/server/http/parse';
import { json, route } from '@/lib/server/http/respond';
import { paymentMethodsFor } from '@/lib/server/payments/methods';
import { getShippingMethod } from '@/lib/server/shipping/shipping-methods';

/** POST {shipping_id}: the ways to pay for that method (on receipt only where it allows). */
export const POST = route(async (request) => {
  const { shipping_id } = await readJson(request, paymentListRequest);
  const method = await getShippingMethod(await getDb(), shipping_id);
  return json<PaymentListResponse>({ success: true, payment_list: paymentMethodsFor(method) });
});
