import Link from '@/components/ui/link';
import { OrderCard } from '@/components/orders/order-card';
import type { OrderView } from '@/lib/api/cart-types';
import { formatPrice } from '@/lib/format/price';
import { PayButton } from './pay-button';
import { RefreshWhilePending } from './refresh-while-pending';
import styles from './result.module.css';

export type ResultKind = 'placed' | 'paid' | 'failed' | 'pending';

/**
 * The result pages (/cart-ok, /payment-success-notification, /fail-payment.html) show the order's real state:
 * the kind is decided by the page from the order, never from the URL alone.
 */
export function OrderResult({ order, kind }: { order: OrderView; kind: ResultKind }) {
  const canPay = order.status === 'awaiting_payment' && order.pay_online;
  const banner = {
    placed: {
      tone: styles.ok,
      title: 'Спасибо, заказ оформлен!',
      text: canPay
        ? `Заказ ${order.number} на ${formatPrice(order.total)} ожидает оплаты.`
        : `Заказ ${order.number} на ${formatPrice(order.total)} принят. Мы пришлём письмо, когда передадим его в доставку.`,
    },
    paid: {
      tone: styles.ok,
      title: 'Оплата прошла успешно',
      text: `Заказ ${order.number} на ${formatPrice(order.total)} оплачен. Мы уже начали его собирать.`,
    },
    failed: {
      tone: styles.fail,
      title: 'Оплата не прошла',
      text: `Заказ ${order.number} на ${formatPrice(order.total)} сохранён, товары зарезервированы. Попробуйте оплатить ещё раз — можно другой картой или через СБП.`,
    },
    pending: {
      tone: styles.wait,
      title: 'Ждём подтверждения оплаты',
      text: `Платёжный сервис ещё не сообщил результат по заказу ${order.number}. Страница обновится сама.`,
    },
  }[kind];

  return (
    <div className={styles.page} data-testid={`order-result-${kind}`}>
      <div className={`${styles.banner} ${banner.tone}`}>
        <h1>{banner.title}</h1>
        <p>{banner.text}</p>
        {kind === 'placed' && <p>Подтверждение заказа мы отправили на ваш email.</p>}
      </div>
      <OrderCard
        order={order}
        actions={
          <>
            {canPay && kind !== 'pending' && <PayButton order={order.number} label={kind === 'failed' ? 'Оплатить снова' : 'Оплатить заказ'} />}
            <Link href="/cabinet/orders" className={styles.link}>
              Мои заказы
            </Link>
            <Link href="/category" className={styles.link}>
              Продолжить покупки
            </Link>
          </>
        }
      />
      {kind === 'pending' && <RefreshWhilePending />}
    </div>
  );
}
