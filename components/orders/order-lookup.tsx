'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { onFormSubmit, useSubmit } from '@/components/ui/use-submit';
import { api, ApiError } from '@/lib/api/fetcher';
import type { OrderLookup, OrderLookupResponse } from '@/lib/api/order-lookup';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { formatPrice } from '@/lib/format/price';
import { OrderStatusBadge } from './order-status-badge';
import styles from './order-lookup.module.css';

const DATE = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});

/** Both lookup fields: required, and not autofilled (an order number is no personal detail the browser knows). */
const LOOKUP_FIELD = { className: styles.field, autoComplete: 'off', required: true } as const;

/** /order-status: the number and the phone or email given at checkout → the order's status, delivery and track. */
export function OrderLookupForm() {
  const params = useSearchParams();
  const [number, setNumber] = useState(() => params.get('number') ?? '');
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [order, setOrder] = useState<OrderLookup | null>(null);
  const [submit, sending] = useSubmit(
    async () =>
      ensureSuccess(await api<OrderLookupResponse>('/api/order-status', { method: 'POST', body: { number, contact } })),
    {
      onSuccess: (reply) => setOrder(reply.order),
      onError: (e) => {
        setOrder(null);
        setError(e instanceof ApiError ? e.message : 'Не удалось проверить заказ. Проверьте подключение к интернету.');
      },
    },
  );

  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        onSubmit={onFormSubmit(() => {
          setError(null);
          return submit();
        })}
        noValidate
        data-testid="order-lookup-form"
      >
        <TextField
          {...LOOKUP_FIELD}
          label="Номер заказа"
          name="number"
          placeholder="К-250001"
          maxLength={40}
          value={number}
          onValue={setNumber}
        />
        <TextField
          {...LOOKUP_FIELD}
          label="Телефон или email, указанные при заказе"
          name="contact"
          maxLength={254}
          value={contact}
          onValue={setContact}
        />
        {error && (
          <p className={styles.error} role="alert" data-testid="order-lookup-error">
            {error}
          </p>
        )}
        <Button type="submit" className={styles.submit} pending={sending} disabled={!number.trim() || !contact.trim()}>
          Найти заказ
        </Button>
      </form>
      {order && <OrderFound order={order} />}
    </div>
  );
}

function OrderFound({ order }: { order: OrderLookup }) {
  return (
    <section className={styles.result} aria-labelledby="order-found" data-testid="order-lookup-result">
      <h2 id="order-found">
        Заказ {order.number} от {DATE.format(new Date(order.created_at))}
      </h2>
      <p>
        <OrderStatusBadge status={order.status} />
      </p>
      <dl className={styles.facts}>
        <dt>Доставка</dt>
        <dd>
          {order.shipping}
          {order.delivery_service ? `, ${order.delivery_service}` : ''}
        </dd>
        {order.track_number && (
          <>
            <dt>Трек-номер</dt>
            <dd data-testid="order-lookup-track">
              {order.track_url ? (
                <a href={order.track_url} target="_blank" rel="noopener noreferrer">
                  {order.track_number}
                </a>
              ) : (
                order.track_number
              )}
            </dd>
          </>
        )}
        <dt>Сумма</dt>
        <dd>{formatPrice(order.total)}</dd>
      </dl>
      <h3 className={styles.linesTitle}>Товары</h3>
      <ul className={styles.lines}>
        {order.lines.map((line, i) => (
          <li key={i}>
            {line.name} × {line.num}
          </li>
        ))}
      </ul>
    </section>
  );
}
