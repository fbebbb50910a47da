import { PayButton } from '@/components/checkout/pay-button';
import { RefreshWhilePending } from '@/components/checkout/refresh-while-pending';
import styles from '@/components/checkout/result.module.css';
import Link from '@/components/ui/link';
import type { OrderView, PaymentStatus } from '@/lib/api/orders';
import { OrderCard } from './order-card';
import { paymentOutcome, type OutcomePage } from './payment-outcome';

/** The order result pages: a banner worded for the order's status, the order, and what can be done next. */
export function PaymentResult({
  order,
  page,
  latestPayment,
}: {
  order: OrderView;
  page: OutcomePage;
  latestPayment: PaymentStatus | null;
}) {
  const outcome = paymentOutcome(order, page, latestPayment);
  return (
    <div className={styles.page} data-testid={`order-result-${outcome.kind}`}>
      <div className={`${styles.banner} ${styles[outcome.tone]}`}>
        <h1>{outcome.title}</h1>
        <p>{outcome.text}</p>
        {outcome.note && <p>{outcome.note}</p>}
      </div>
      <OrderCard
        order={order}
        actions={
          <>
            {outcome.payLabel && <PayButton order={order.number} label={outcome.payLabel} />}
            <Link href="/cabinet/orders" className={styles.link}>
              Мои заказы
            </Link>
            <Link href="/category" className={styles.link}>
              Продолжить покупки
            </Link>
          </>
        }
      />
      {outcome.refresh && <RefreshWhilePending />}
    </div>
  );
}
