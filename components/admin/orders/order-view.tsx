// One order in the back office: lines and totals, customer, delivery, consent record, payments, refunds, status
// history, and the actions (client islands) staff may take now.
import { DateTime, Money } from '@/components/admin/ui/cells';
import { DataTable } from '@/components/admin/ui/data-table';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Panel } from '@/components/admin/ui/panel';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import type { AdminOrderDetail } from '@/lib/api/admin/orders';
import { ConfirmOrder } from './confirm-order';
import { OrderActions } from './order-actions';
import { CustomerFacts, DeliveryFacts, OrderTotals, PaymentFacts } from './order-facts';
import { PaymentsTable, RefundsTable, StatusHistory } from './order-records';
import { RefundForm } from './refund-form';
import styles from './order-view.module.css';
import { ORDER_STATUS_TONES } from './status-tone';

type Order = { order: AdminOrderDetail };

/** The facts about the order's people and money, one panel each. */
const FACT_PANELS = [
  ['Покупатель', CustomerFacts],
  ['Доставка', DeliveryFacts],
  ['Оплата', PaymentFacts],
] as const;

export function OrderView({ order }: Order) {
  return (
    <>
      <OrderHeader order={order} />
      <div className={styles.grid}>
        <Panel title="Действия">
          <OrderActions
            number={order.number}
            next={order.next_statuses}
            payOnline={order.pay_online}
            refundable={order.refundable}
          />
        </Panel>
        <ConfirmationPanel order={order} />
        {order.pay_online && order.refundable > 0 && (order.status === 'cancelled' || order.may_return) && (
          <Panel title="Возврат денег">
            <RefundForm order={order} />
          </Panel>
        )}
        {FACT_PANELS.map(([title, Facts]) => (
          <Panel key={title} title={title}>
            <Facts order={order} />
          </Panel>
        ))}
      </div>
      <Panel title="Состав заказа">
        <OrderLines order={order} />
        <OrderTotals order={order} />
      </Panel>
      <PaymentsTable order={order} />
      <RefundsTable order={order} />
      <StatusHistory order={order} />
    </>
  );
}

function OrderHeader({ order }: Order) {
  return (
    <PageHeader
      title={`Заказ ${order.number}`}
      description={
        <>
          <StatusBadge tone={ORDER_STATUS_TONES[order.status]}>{order.status_label}</StatusBadge> · создан{' '}
          <DateTime value={order.created_at} /> · <Money value={order.total} />
        </>
      }
    />
  );
}

/** Cash on delivery: the order waits for staff to confirm it by phone, or says who confirmed it and when. */
function ConfirmationPanel({ order }: Order) {
  const { confirmation } = order;
  if (order.pay_online || !(confirmation.needed || confirmation.confirmed_at)) return null;
  return (
    <Panel title="Подтверждение заказа">
      {confirmation.needed ? (
        <>
          <p>
            Оплата при получении: заказ ждёт подтверждения — позвоните покупателю. Без подтверждения магазин отменит его{' '}
            <DateTime value={confirmation.cancel_at} />, товары вернутся на склад.
          </p>
          <ConfirmOrder number={order.number} />
        </>
      ) : (
        <p>
          Подтверждён <DateTime value={confirmation.confirmed_at} /> · {confirmation.confirmed_by}
        </p>
      )}
    </Panel>
  );
}

function OrderLines({ order }: Order) {
  return (
    <DataTable
      caption="Строки заказа"
      rows={order.lines}
      rowKey={(l) => l.id}
      columns={[
        { label: 'Товар', cell: (l) => `${l.name} (арт. ${l.article})` },
        { label: 'Цена', cell: (l) => <Money value={l.price} />, numeric: true },
        {
          label: 'Кол-во',
          cell: (l) => (l.refunded_num ? `${l.num} (возвращено ${l.refunded_num})` : l.num),
          numeric: true,
        },
        { label: 'Сумма', cell: (l) => <Money value={l.sum} />, numeric: true },
      ]}
    />
  );
}
