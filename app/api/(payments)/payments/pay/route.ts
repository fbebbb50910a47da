import { payRequest } from '@/lib/api/payments';
import type { PayResponse } from '@/lib/api/payments';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { HttpError, notFound } from '@/lib/server/http/errors';
import { json } from '@/lib/server/http/respond';
import { readShopper } from '@/lib/server/identity/shopper';
import { findOrderForShopper } from '@/lib/server/orders/order-queries';
import { ProviderError } from '@/lib/server/payments/provider';
import { startPayment } from '@/lib/server/payments/start-payment';
import { LIMITS } from '@/lib/server/rate-limit';

/** POST {order}: a new payment attempt (e.g. after a declined one) for an order of this shopper. */
export const POST = endpoint({ rateLimit: LIMITS.pay, body: payRequest }, async ({ body: { order: number } }) => {
  const db = await getDb();
  const order = await findOrderForShopper(db, number, await readShopper());
  if (!order) throw notFound('Заказ не найден');
  try {
    return json<PayResponse>({ success: true, payment_url: await startPayment(db, order) });
  } catch (error) {
    if (error instanceof ProviderError)
      throw new HttpError(502, 'Платёжный сервис сейчас недоступен. Попробуйте через минуту');
    throw error;
  }
});
