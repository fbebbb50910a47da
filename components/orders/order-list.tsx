import { PayButton } from '@/components/checkout/pay-button';
import Link from '@/components/ui/link';
import type { OrderView } from '@/lib/api/orders';
import { OrderCard } from './order-card';
import styles from './orders.module.css';

/**
 * The cabinet's orders, newest first (listOrdersForUser on the server, GET /api/user-orders for the browser):
 * lines, discount, delivery and total, status, and a button to pay an order that still awaits payment.
 */
export function OrderList({ orders }: { orders: OrderView[] }) {
  return (
    <section className={styles.section} aria-labelledby="orders-title">
      <h2 id="orders-title" className={styles.title}>
        Мои заказы
      </h2>
      {orders.length === 0 ? (
        <p className={styles.empty} data-testid="orders-empty">
          Вы ещё ничего не заказывали. <Link href="/category">Перейти в каталог</Link>
        </p>
      ) : (
        <ul className={styles.list} data-testid="orders-list">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                headingLevel="h3"
                actions={
                  order.status === 'awaiting_payment' && order.pay_online ? (
                    <PayButton order={order.number} label="Оплатить заказ" />
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
