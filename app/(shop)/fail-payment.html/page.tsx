import { OrderNotFoundPage } from '@/components/checkout/order-not-found';
import { PaymentResult } from '@/components/orders/payment-result';
import { orderForPage, orderParam } from '@/lib/server/orders/page-order';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Оплата заказа', robots: { index: false, follow: false } };

/**
 * /fail-payment.html?order=К-…: the payment failed; the order is kept and can be paid again. Worded by the order's
 * real status: paid after all (e.g. a second attempt in another tab) says so rather than "failed".
 */
export default async function FailPaymentPage({
  searchParams,
}: {
  searchParams: Promise<{ order?: string | string[] }>;
}) {
  const found = await orderForPage(orderParam((await searchParams).order), { sync: true });
  if (!found) return <OrderNotFoundPage />;
  return (
    <div className="container">
      <PaymentResult order={found.view} page="failure" latestPayment={found.latestPayment?.status ?? null} />
    </div>
  );
}
