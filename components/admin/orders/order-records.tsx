// The back office's order page, its records over time: the payments, the refunds and the status history.
import { DateTime, Money } from '@/components/admin/ui/cells';
import { TablePanel } from '@/components/admin/ui/data-table';
import { Panel } from '@/components/admin/ui/panel';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import type { AdminOrderDetail } from '@/lib/api/admin/orders';
import { RefundRetry } from './refund-retry';
import { REFUND_STATUS } from './refund-status';
import styles from './order-view.module.css';
import { ORDER_STATUS_TONES } from './status-tone';

type Order = { order: AdminOrderDetail };

const PAYMENT_STATUS = { succeeded: 'прошёл', pending: 'ожидает', canceled: 'не прошёл' } as const;
const REFUND_REASON: Record<string, string> = {
  cancel: 'отмена заказа',
  return: 'возврат товара',
  late_payment: 'оплата после отмены',
  manual: 'вручную',
};

export function PaymentsTable({ order }: Order) {
  return (
    <TablePanel
      title="Платежи"
      caption="Платежи заказа"
      rows={order.payments}
      rowKey={(p) => p.id}
      columns={[
        { label: 'Создан', cell: (p) => <DateTime value={p.created_at} /> },
        { label: 'Система', cell: (p) => (p.provider === 'test' ? 'тестовая' : 'ЮKassa') },
        { label: 'Платёж', cell: (p) => <code>{p.external_id}</code> },
        { label: 'Состояние', cell: (p) => PAYMENT_STATUS[p.status] },
        { label: 'Сумма', cell: (p) => <Money value={p.amount} />, numeric: true },
      ]}
    />
  );
}

type Refund = AdminOrderDetail['refunds'][number];

/** A refund's state; one still pending says when the provider was last asked, and may be asked again. */
function RefundState({ number, refund }: { number: string; refund: Refund }) {
  return (
    <>
      {REFUND_STATUS[refund.status]}
      {refund.status === 'pending' && refund.checked_at && (
        <div className={styles.comment}>
          последний запрос: <DateTime value={refund.checked_at} />
        </div>
      )}
      {refund.may_retry && refund.checked_at && <RefundRetry number={number} refundId={refund.id} />}
    </>
  );
}

export function RefundsTable({ order }: Order) {
  return (
    <TablePanel
      title="Возвраты"
      caption="Возвраты денег"
      rows={order.refunds}
      rowKey={(r) => r.id}
      columns={[
        { label: 'Когда', cell: (r) => <DateTime value={r.created_at} /> },
        { label: 'Причина', cell: (r) => REFUND_REASON[r.reason] ?? r.reason },
        { label: 'Состояние', cell: (r) => <RefundState number={order.number} refund={r} /> },
        { label: 'Сумма', cell: (r) => <Money value={r.amount} />, numeric: true },
      ]}
    />
  );
}

export function StatusHistory({ order }: Order) {
  return (
    <Panel title="История статусов">
      <ol className={styles.history}>
        {order.history.map((h, i) => (
          <li key={i}>
            <DateTime value={h.at} /> —{' '}
            <StatusBadge tone={ORDER_STATUS_TONES[h.status] ?? 'neutral'}>{h.status_label}</StatusBadge> · {h.by}
            {h.comment && <div className={styles.comment}>{h.comment}</div>}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
