import Link from '@/components/ui/link';
import type { OrderView } from '@/lib/api/cart-types';
import { OrderCard } from './order-card';
import styles from './orders.module.css';

/**
 * The cabinet's orders (GET /api/user-orders or listOrdersForUser on the server): lines, totals, status, and a
 * link to pay an order that still awaits payment.
 */
export function OrderList({ orders }: { orders: OrderView[] }) {
  if (orders.length === 0) {
    return (
      <p data-testid="orders-empty">
        Вы ещё ничего не заказывали. <Link href="/category">Перейти в каталог</Link>
      </p>
    );
  }
  return (
    <ul className={styles.list} data-testid="orders-list">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard
            order={order}
            headingLevel="h3"
            actions={
              order.status === 'awaiting_payment' && order.pay_online ? (
                <Link href={`/cart-ok?order=${encodeURIComponent(order.number)}`}>Оплатить заказ</Link>
              ) : null
            }
          />
        </li>
      ))}
    </ul>
  );
}
