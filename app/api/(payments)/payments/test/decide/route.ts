import { testDecisionRequest } from '@/lib/api/payments';
import type { TestDecisionResponse } from '@/lib/api/payments';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { notFound } from '@/lib/server/http/errors';
import { json } from '@/lib/server/http/respond';
import { readShopper } from '@/lib/server/identity/shopper';
import { ownsOrder } from '@/lib/server/orders/order-queries';
import { processNotification } from '@/lib/server/payments/notifications';
import { failureUrl, successUrl } from '@/lib/server/payments/start-payment';
import { testProviderOn } from '@/lib/server/payments/providers';
import { decideTestPayment, orderOfTestPayment } from '@/lib/server/payments/test-provider';

/**
 * The buttons of the test provider's page (/pay/{order}). The provider records the decision on its side, then
 * notifies the shop exactly as a real provider would: the same notification handler, which fetches the
 * payment back. Only the shopper who placed the order can press them, and only while the test provider is on
 * (PAYMENTS_TEST=1): otherwise the route does not exist (404).
 */
export const POST = endpoint({ body: testDecisionRequest }, async ({ body: { payment_id, action } }) => {
  if (!testProviderOn()) throw notFound('Не найдено');
  const db = await getDb();
  const order = await orderOfTestPayment(db, payment_id);
  if (!order || !ownsOrder(order, await readShopper())) throw notFound('Платёж не найден');

  await decideTestPayment(db, payment_id, action);
  const event = action === 'pay' ? 'payment.succeeded' : 'payment.canceled';
  const outcome = await processNotification(db, 'test', { type: 'notification', event, object: { id: payment_id } });
  const paid = outcome.applied ? outcome.status === 'succeeded' : action === 'pay';
  return json<TestDecisionResponse>({
    success: true,
    redirect_url: paid ? successUrl(order.number) : failureUrl(order.number),
  });
});
