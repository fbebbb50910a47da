import { OrderNotFound } from '@/components/checkout/order-not-found';
import { PaymentResult } from '@/components/orders/payment-result';
import { orderForPage, orderParam } from '@/lib/server/orders/page-order';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Заказ оформлен', robots: { index: false, follow: false } };

/** /cart-ok?order=К-…: the order just placed (or any of this shopper's orders), with a way to pay it. */
export default async function CartOkPage({ searchParams }: { searchParams: Promise<{ order?: string | string[] }> }) {
  const found = await orderForPage(orderParam((await searchParams).order));
  return (
    <div className="container">
      {found ? (
        <PaymentResult order={found.view} page="placed" latestPayment={found.latestPayment?.status ?? null} />
      ) : (
        <OrderNotFound />
      )}
    </div>
  );
}
