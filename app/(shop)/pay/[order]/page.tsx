import { OrderNotFoundPage } from '@/components/checkout/order-not-found';
import { PayButton } from '@/components/checkout/pay-button';
import { TestPaymentButtons } from '@/components/checkout/test-payment-buttons';
import styles from '@/components/checkout/result.module.css';
import Link from '@/components/ui/link';
import { routeParam } from '@/lib/catalog/route-param';
import { formatPrice } from '@/lib/format/price';
import { notFound } from 'next/navigation';
import { orderForPage } from '@/lib/server/orders/page-order';
import { testProviderOn } from '@/lib/server/payments/providers';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Тестовая оплата', robots: { index: false, follow: false } };

/**
 * The built-in test provider's hosted page «Тестовая оплата». Its buttons go through the provider's
 * notification to the shop (POST /api/payments/test/decide → the notification handler). Exists only while the test
 * provider is on (PAYMENTS_TEST=1).
 */
export default async function TestPayPage({ params }: { params: Promise<{ order: string }> }) {
  if (!testProviderOn()) notFound();
  // A malformed escape is looked up as it is (and not found).
  const found = await orderForPage(routeParam((await params).order));
  if (!found) return <OrderNotFoundPage />;
  const { view, latestPayment } = found;
  const pending = latestPayment?.provider === 'test' && latestPayment.status === 'pending' ? latestPayment : null;

  return (
    <div className="container">
      <section className={styles.provider} data-testid="test-provider">
        <p className={styles.meta}>Платёжный сервис магазина (тестовый режим)</p>
        <h1>Тестовая оплата</h1>
        <p>
          Заказ <strong>{view.number}</strong>
        </p>
        <p className={styles.amount} data-testid="pay-amount">
          {formatPrice(view.total)}
        </p>
        {view.status !== 'awaiting_payment' ? (
          <p>
            Заказ уже {view.status === 'paid' ? 'оплачен' : 'не ожидает оплаты'}.{' '}
            <Link href={`/cart-ok?order=${encodeURIComponent(view.number)}`} className={styles.link}>
              К заказу
            </Link>
          </p>
        ) : pending ? (
          <>
            <p>Это тестовая страница: деньги не списываются. Выберите, чем закончится платёж.</p>
            <TestPaymentButtons paymentId={pending.externalId} />
          </>
        ) : (
          <>
            <p>Этот платёж уже завершён. Начните новую попытку оплаты.</p>
            <PayButton order={view.number} label="Оплатить снова" />
          </>
        )}
      </section>
    </div>
  );
}
