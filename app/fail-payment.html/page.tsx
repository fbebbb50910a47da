import { OrderNotFound } from '@/components/checkout/order-not-found';
import { OrderResult } from '@/components/checkout/order-result';
import { orderForPage, orderParam } from '@/lib/server/orders/page-order';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Оплата не прошла', robots: { index: false, follow: false } };

/** /fail-payment.html?order=К-…: the payment failed; the order is kept and can be paid again. */
export default async function FailPaymentPage({ searchParams }: { searchParams: Promise<{ order?: string | string[] }> }) {
  const found = await orderForPage(orderParam((await searchParams).order), { sync: true });
  if (!found) return <div className="container"><OrderNotFound /></div>;
  // Paid after all (e.g. a second attempt in another tab): say so rather than "failed".
  const kind = found.view.status === 'awaiting_payment' ? 'failed' : found.view.status === 'paid' ? 'paid' : 'placed';
  return (
    <div className="container">
      <OrderResult order={found.view} kind={kind} />
    </div>
  );
}
