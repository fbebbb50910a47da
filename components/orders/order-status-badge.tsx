import type { OrderStatus } from '@/lib/api/orders';
import { ORDER_STATUS_LABELS } from '@/lib/config/order-statuses';
import styles from './orders.module.css';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={styles.status} data-status={status} data-testid="order-status">
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
