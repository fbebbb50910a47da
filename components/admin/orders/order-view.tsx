// One order in the back office: lines and totals, customer, delivery, consent record, payments, refunds, status
// history, and the actions (client islands) staff may take now.
import { DateTime, Money } from '@/components/admin/ui/cells';
import { DataTable, TablePanel } from '@/components/admin/ui/data-table';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Panel } from '@/components/admin/ui/panel';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import type { AdminOrderDetail } from '@/lib/api/admin/orders';
import { ConfirmOrder } from './confirm-order';
import { OrderActions } from './order-actions';
import { RefundForm } from './refund-form';
import { RefundRetry } from './refund-retry';
import { REFUND_STATUS } from './refund-status';
import styles from './order-view.module.css';
import { ORDER_STATUS_TONES } from './status-tone';

const PAYMENT_STATUS = { succeeded: 'прошёл', pending: 'ожидает', canceled: 'не прошёл' } as const;
const REFUND_REASON: Record<string, string> = {
  cancel: 'отмена заказа',
  return: 'возврат товара',
  late_payment: 'оплата после отмены',
  manual: 'вручную',
};

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OrderView({ order }: { order: AdminOrderDetail }) {
  const c = order.customer;
  const d = order.delivery;
  return (
    <>
      <PageHeader
        title={`Заказ ${order.number}`}
        description={
          <>
            <StatusBadge tone={ORDER_STATUS_TONES[order.status]}>{order.status_label}</StatusBadge> · создан{' '}
            <DateTime value={order.created_at} /> · <Money value={order.total} />
          </>
        }
      />
      <div className={styles.grid}>
        <Panel title="Действия">
          <OrderActions
            number={order.number}
            next={order.next_statuses}
            payOnline={order.pay_online}
            refundable={order.refundable}
          />
        </Panel>
        {!order.pay_online && (order.confirmation.needed || order.confirmation.confirmed_at) && (
          <Panel title="Подтверждение заказа">
            {order.confirmation.needed ? (
              <>
                <p>
                  Оплата при получении: заказ ждёт подтверждения — позвоните покупателю. Без подтверждения магазин
                  отменит его <DateTime value={order.confirmation.cancel_at} />, товары вернутся на склад.
                </p>
                <ConfirmOrder number={order.number} />
              </>
            ) : (
              <p>
                Подтверждён <DateTime value={order.confirmation.confirmed_at} /> · {order.confirmation.confirmed_by}
              </p>
            )}
          </Panel>
        )}
        {order.pay_online && order.refundable > 0 && (order.status === 'cancelled' || order.may_return) && (
          <Panel title="Возврат денег">
            <RefundForm order={order} />
          </Panel>
        )}
        <Panel title="Покупатель">
          <Facts
            rows={[
              ['ФИО', [c.surname, c.name, c.middle_name].filter(Boolean).join(' ')],
              [
                'Телефон',
                <a key="tel" href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>
                  {c.phone}
                </a>,
              ],
              [
                'Email',
                <a key="mail" href={`mailto:${c.email}`}>
                  {c.email}
                </a>,
              ],
              ['Аккаунт', c.user_id ? `зарегистрирован (№ ${c.user_id})` : 'гость'],
              ['Комментарий', order.comment],
            ]}
          />
        </Panel>
        <Panel title="Доставка">
          <Facts
            rows={[
              ['Способ', d.method],
              ['Служба', d.service],
              ['Адрес', d.address],
              ...(d.address_parts
                ? ([
                    ['Корпус/строение', d.address_parts.building || null],
                    ['Квартира/офис', d.address_parts.flat || null],
                  ] as [string, React.ReactNode][])
                : []),
              ...(d.when
                ? ([
                    [
                      'Когда',
                      <span key="when" data-testid="admin-delivery-when">
                        {d.when}
                      </span>,
                    ],
                  ] as [string, React.ReactNode][])
                : []),
              [
                'Трек-номер',
                d.track_number ? (
                  d.tracking_url ? (
                    <a key="track" href={d.tracking_url} target="_blank" rel="noreferrer">
                      {d.track_number}
                    </a>
                  ) : (
                    d.track_number
                  )
                ) : null,
              ],
            ]}
          />
        </Panel>
        <Panel title="Оплата">
          <Facts
            rows={[
              ['Способ', order.payment],
              ['Оплачен', order.paid_at ? <DateTime key="paid" value={order.paid_at} /> : 'нет'],
              ['Возвращено', <Money key="refunded" value={order.refunded_amount} />],
              [
                'Согласие на обработку данных',
                <span key="consent">
                  <DateTime value={order.consent.at} />, редакция {order.consent.version}, адрес{' '}
                  {order.consent.client_address}
                </span>,
              ],
            ]}
          />
        </Panel>
      </div>

      <Panel title="Состав заказа">
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
        <Facts
          rows={[
            ['Товары', <Money key="goods" value={order.products_cost} />],
            ...(order.discount
              ? ([
                  [
                    `Промокод ${order.promo_code ?? ''}`,
                    <span key="promo">
                      −<Money value={order.discount} />
                    </span>,
                  ],
                ] as [string, React.ReactNode][])
              : []),
            ...(order.bonus_points
              ? ([
                  [
                    'Оплачено баллами',
                    <span key="points">
                      −<Money value={order.bonus_points} />
                    </span>,
                  ],
                ] as [string, React.ReactNode][])
              : []),
            ['Доставка', order.shipping_cost ? <Money key="ship" value={order.shipping_cost} /> : 'бесплатно'],
            [
              'Итого',
              <strong key="total">
                <Money value={order.total} />
              </strong>,
            ],
          ]}
        />
      </Panel>

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

      <TablePanel
        title="Возвраты"
        caption="Возвраты денег"
        rows={order.refunds}
        rowKey={(r) => r.id}
        columns={[
          { label: 'Когда', cell: (r) => <DateTime value={r.created_at} /> },
          { label: 'Причина', cell: (r) => REFUND_REASON[r.reason] ?? r.reason },
          {
            label: 'Состояние',
            cell: (r) => (
              <>
                {REFUND_STATUS[r.status]}
                {r.status === 'pending' && r.checked_at && (
                  <div className={styles.comment}>
                    последний запрос: <DateTime value={r.checked_at} />
                  </div>
                )}
                {r.may_retry && r.checked_at && <RefundRetry number={order.number} refundId={r.id} />}
              </>
            ),
          },
          { label: 'Сумма', cell: (r) => <Money value={r.amount} />, numeric: true },
        ]}
      />

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
    </>
  );
}
