import Link from '@/components/ui/link';
import type { OrderView } from '@/lib/api/orders';
import { productPath } from '@/lib/catalog/paths';
import { formatPrice } from '@/lib/format/price';
import { OrderStatusBadge } from './order-status-badge';
import styles from './orders.module.css';

const DATE = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});

/** One order: number, date, status, lines, cost lines, delivery and payment; `actions` go at the bottom. */
export function OrderCard({
  order,
  actions,
  headingLevel = 'h2',
}: {
  order: OrderView;
  actions?: React.ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className={styles.order} data-testid="order" data-number={order.number}>
      <div className={styles.head}>
        <Heading className={styles.number}>
          Заказ <span data-testid="order-number">{order.number}</span>
        </Heading>
        <span className={styles.date}>от {DATE.format(new Date(order.created_at))}</span>
        <OrderStatusBadge status={order.status} />
      </div>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.product_id} className={styles.line}>
            <Link href={productPath(line.alias)}>
              {line.name} × {line.num}
            </Link>
            <span className={styles.money}>{formatPrice(line.sum)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.costs}>
        <dt>Товары</dt>
        <dd>{formatPrice(order.products_cost)}</dd>
        {order.discount > 0 && (
          <>
            <dt>Промокод {order.promo_code}</dt>
            <dd>−{formatPrice(order.discount)}</dd>
          </>
        )}
        {order.bonus_points > 0 && (
          <>
            <dt>Оплачено баллами</dt>
            <dd data-testid="order-points">−{formatPrice(order.bonus_points)}</dd>
          </>
        )}
        <dt>Доставка</dt>
        <dd>{order.shipping_cost ? formatPrice(order.shipping_cost) : 'бесплатно'}</dd>
        <dt className={styles.total}>Итого</dt>
        <dd className={styles.total} data-testid="order-total">
          {formatPrice(order.total)}
        </dd>
      </dl>
      <p className={styles.meta}>
        {order.shipping}
        {order.delivery_address ? (
          <>
            : <span data-testid="order-address">{order.delivery_address}</span>
          </>
        ) : null}
        .{' '}
        {order.delivery_when && (
          <>
            Доставка: <span data-testid="order-delivery-when">{order.delivery_when}</span>.{' '}
          </>
        )}
        Оплата: {order.payment.toLowerCase()}.
      </p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
