import Link from '@/components/ui/link';
import type { OrderView } from '@/lib/api/cart-types';
import { formatPrice } from '@/lib/format/price';
import styles from './cabinet.module.css';

const DATE = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });

/** The cabinet's order list, newest first (the orders come from the checkout work's service). */
export function OrdersList({ orders }: { orders: OrderView[] }) {
  if (orders.length === 0) {
    return (
      <section className={styles.card} data-testid="orders-empty">
        <h2>Мои заказы</h2>
        <p className={styles.empty}>Вы ещё ничего не заказывали.</p>
        <Link href="/category" className={styles.cta}>
          Перейти в каталог
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title">Мои заказы</h2>
      <ul className={styles.orders} data-testid="orders-list">
        {orders.map((order) => (
          <li key={order.id} className={styles.order}>
            <div className={styles.orderHead}>
              <strong>
                Заказ № {order.number} от {DATE.format(new Date(order.created_at))}
              </strong>
              <span className={styles.status}>{order.status_label}</span>
            </div>
            <ul className={styles.lines}>
              {order.lines.map((line) => (
                <li key={line.product_id}>
                  {line.name} × {line.num} — {formatPrice(line.sum)}
                </li>
              ))}
            </ul>
            <div>
              Итого: <strong>{formatPrice(order.total)}</strong>
              {order.delivery_address ? ` · ${order.shipping}, ${order.delivery_address}` : ` · ${order.shipping}`}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
