import { redirect } from 'next/navigation';
import { OrderNotFound } from '@/components/checkout/order-not-found';
import { OrderResult } from '@/components/checkout/order-result';
import { orderForPage, orderParam } from '@/lib/server/orders/page-order';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Оплата заказа', robots: { index: false, follow: false } };

/**
 * Where the provider returns the shopper. Providers return here whatever happened, so the page asks the
 * provider about the latest attempt and shows the real state: paid, still pending, or failed (→ failure page).
 */
export default async function PaymentSuccessPage({ searchParams }: { searchParams: Promise<{ order?: string | string[] }> }) {
  const number = orderParam((await searchParams).order);
  const found = await orderForPage(number, { sync: true });
  if (!found) return <div className="container"><OrderNotFound /></div>;
  const { view, latestPayment } = found;
  if (view.status === 'awaiting_payment' && latestPayment?.status === 'canceled') {
    redirect(`/fail-payment.html?order=${encodeURIComponent(view.number)}`);
  }
  const kind = view.status === 'awaiting_payment' ? (latestPayment ? 'pending' : 'placed') : view.status === 'cancelled' ? 'placed' : 'paid';
  return (
    <div className="container">
      <OrderResult order={view} kind={kind} />
    </div>
  );
}
