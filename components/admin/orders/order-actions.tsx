'use client';
// The order page's status actions: only the moves the state machine allows now (the server checks again), a track
// number for shipping, a confirmation before cancelling.
import { useState } from 'react';
import { AdminButton, AdminTextField, AdminTextareaField, ButtonRow, FormMessage } from '@/components/admin/ui/form';
import type { AdminOrderResponse } from '@/lib/api/admin/orders';
import type { OrderStatus } from '@/lib/api/types';
import { adminRequest } from '@/lib/client/admin-request';
import { useAdminAction } from '@/lib/client/use-admin-action';

const ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  assembling: 'Взять в сборку',
  shipped: 'Передать в доставку',
  delivered: 'Отметить доставленным',
  cancelled: 'Отменить заказ',
};

export function OrderActions({
  number,
  next,
  payOnline,
  refundable,
}: {
  number: string;
  next: OrderStatus[];
  payOnline: boolean;
  refundable: number;
}) {
  const [track, setTrack] = useState('');
  const [comment, setComment] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { busy, errors, message, done: outcome, perform } = useAdminAction();

  // The last move's outcome stays on screen after the page refreshes into a final status (cancelled, delivered).
  if (next.length === 0)
    return (
      <div>
        {message && <FormMessage>{message}</FormMessage>}
        {outcome && <FormMessage tone="success">{outcome}</FormMessage>}
        <p>Статус этого заказа больше не меняется.</p>
      </div>
    );

  async function moveTo(status: OrderStatus) {
    if (status === 'cancelled' && !confirming) {
      setConfirming(true);
      return;
    }
    const done = await perform(async () => {
      const body = {
        status,
        ...(status === 'shipped' ? { track_number: track } : {}),
        ...(comment ? { comment } : {}),
      };
      const { order } = await adminRequest<AdminOrderResponse>(
        `/api/admin/orders/${encodeURIComponent(number)}/status`,
        'POST',
        body,
      );
      return `Статус: ${order.status_label}`;
    });
    if (done) {
      setConfirming(false);
      setComment('');
    }
  }

  return (
    <div>
      {message && <FormMessage>{message}</FormMessage>}
      {outcome && <FormMessage tone="success">{outcome}</FormMessage>}
      {next.includes('shipped') && (
        <AdminTextField
          label="Трек-номер"
          value={track}
          onChange={(e) => setTrack(e.target.value)}
          error={errors.track_number}
          hint="Обязателен для передачи в доставку; попадёт в письмо покупателю со ссылкой на отслеживание"
          maxLength={64}
        />
      )}
      <AdminTextareaField
        label="Комментарий в историю (необязательно)"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        error={errors.comment}
        rows={2}
        maxLength={1000}
      />
      {confirming && (
        <FormMessage>
          Отменить заказ {number}? Товары вернутся на склад
          {payOnline && refundable > 0
            ? `, покупателю вернётся ${refundable.toLocaleString('ru-RU')} ₽ через платёжную систему`
            : ''}
          , покупатель получит письмо.
        </FormMessage>
      )}
      <ButtonRow>
        {next.map((status) => (
          <AdminButton
            key={status}
            variant={status === 'cancelled' ? 'danger' : 'primary'}
            disabled={busy}
            onClick={() => moveTo(status)}
          >
            {status === 'cancelled' && confirming ? 'Да, отменить' : ACTION_LABELS[status]}
          </AdminButton>
        ))}
        {confirming && (
          <AdminButton variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
            Не отменять
          </AdminButton>
        )}
      </ButtonRow>
    </div>
  );
}
