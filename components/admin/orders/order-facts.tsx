// The back office's order page, its term–value panels: customer, delivery, payment and the totals under the lines.
import type { ReactNode } from 'react';
import { DateTime, Money } from '@/components/admin/ui/cells';
import type { AdminOrderDetail } from '@/lib/api/admin/orders';
import styles from './order-view.module.css';

type Fact = [term: string, value: ReactNode];
type Order = { order: AdminOrderDetail };

/** The fact only when there is something to say (`when` is truthy). */
const factIf = (when: unknown, term: string, value: () => ReactNode): Fact[] => (when ? [[term, value()]] : []);

/** Terms and their values; a missing value shows as «—». */
function Facts({ rows }: { rows: Fact[] }) {
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

export function CustomerFacts({ order }: Order) {
  const c = order.customer;
  return (
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
  );
}

export function DeliveryFacts({ order }: Order) {
  const d = order.delivery;
  const track = d.tracking_url ? (
    <a href={d.tracking_url} target="_blank" rel="noreferrer">
      {d.track_number}
    </a>
  ) : (
    d.track_number
  );
  return (
    <Facts
      rows={[
        ['Способ', d.method],
        ['Служба', d.service],
        ['Адрес', d.address],
        ...factIf(d.address_parts, 'Корпус/строение', () => d.address_parts?.building || null),
        ...factIf(d.address_parts, 'Квартира/офис', () => d.address_parts?.flat || null),
        ...factIf(d.when, 'Когда', () => (
          <span key="when" data-testid="admin-delivery-when">
            {d.when}
          </span>
        )),
        ['Трек-номер', d.track_number ? track : null],
      ]}
    />
  );
}

export function PaymentFacts({ order }: Order) {
  const { consent } = order;
  return (
    <Facts
      rows={[
        ['Способ', order.payment],
        ['Оплачен', order.paid_at ? <DateTime key="paid" value={order.paid_at} /> : 'нет'],
        ['Возвращено', <Money key="refunded" value={order.refunded_amount} />],
        [
          'Согласие на обработку данных',
          <span key="consent">
            <DateTime value={consent.at} />, редакция {consent.version}, адрес {consent.client_address}
          </span>,
        ],
      ]}
    />
  );
}

/** The sum under the order's lines: goods, what took it down, delivery, the total. */
export function OrderTotals({ order }: Order) {
  const minus = (amount: number) => (
    <span>
      −<Money value={amount} />
    </span>
  );
  return (
    <Facts
      rows={[
        ['Товары', <Money key="goods" value={order.products_cost} />],
        ...factIf(order.discount, `Промокод ${order.promo_code ?? ''}`, () => minus(order.discount)),
        ...factIf(order.bonus_points, 'Оплачено баллами', () => minus(order.bonus_points)),
        ['Доставка', order.shipping_cost ? <Money key="ship" value={order.shipping_cost} /> : 'бесплатно'],
        [
          'Итого',
          <strong key="total">
            <Money value={order.total} />
          </strong>,
        ],
      ]}
    />
  );
}
