import { redirect } from 'next/navigation';
import { OrderNotFoundPage } from '@/components/checkout/order-not-found';
import { PaymentResult } from '@/components/orders/payment-result';
import { orderForPage, orderParam } from '@/lib/server/orders/page-order';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Оплата заказа', robots: { index: false, follow: false } };

/**
 * Where the provider returns the shopper. Providers return here whatever happened, so the page asks the
 * provider about the latest attempt and words the page by the order's real status (components/orders/payment-outcome):
 * paid, still pending, a declined attempt (→ failure page), or an order that has moved on (assembling, shipped, …).
 */
export default async function PaymentSuccessPage({
  searchParams,
}: {
  searchParams: Promise<{ order?: string | string[] }>;
}) {
  const number = orderParam((await searchParams).order);
  const found = await orderForPage(number, { sync: true });
  if (!found) return <OrderNotFoundPage />;
  const { view, latestPayment } = found;
  if (view.status === 'awaiting_payment' && latestPayment?.status === 'canceled') {
    redirect(`/fail-payment.html?order=${encodeURIComponent(view.number)}`);
  }
  return (
    <div className="container">
      <PaymentResult order={view} page="return" latestPayment={latestPayment?.status ?? null} />
    </div>
  );
}
