'use client';
// Money back through the payment provider: the rest of a cancelled order, or (after delivery, within the return
// period) some returned units of its lines, or an amount. The server checks it never exceeds what was paid.
import { useState } from 'react';
import { AdminButton, AdminTextField, ButtonRow, FormMessage } from '@/components/admin/ui/form';
import type { AdminOrderDetail, AdminOrderResponse } from '@/lib/api/admin/orders';
import { adminRequest } from '@/lib/client/admin-request';
import { useAdminAction } from '@/lib/client/use-admin-action';
import { refundOutcomeText } from './refund-status';

export function RefundForm({
  order,
}: {
  order: Pick<AdminOrderDetail, 'number' | 'lines' | 'refundable' | 'may_return'>;
}) {
  const [units, setUnits] = useState<Record<number, string>>({});
  const [amount, setAmount] = useState('');
  const { busy, errors, message, done: outcome, perform } = useAdminAction();

  const lines = order.lines
    .map((l) => ({ order_item_id: l.id, num: Number(units[l.id] || 0) }))
    .filter((l) => l.num > 0);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const done = await perform(async () => {
      const body = { ...(lines.length ? { lines } : {}), ...(amount ? { amount: Number(amount) } : {}) };
      const { order: next } = await adminRequest<AdminOrderResponse>(
        `/api/admin/orders/${encodeURIComponent(order.number)}/refund`,
        'POST',
        body,
      );
      // The refund just made is the newest; «ожидает подтверждения» when the provider's answer was not final.
      const made = next.refunds.at(-1);
      return made?.status === 'succeeded'
        ? `Возврат оформлен. Всего возвращено: ${next.refunded_amount.toLocaleString('ru-RU')} ₽`
        : refundOutcomeText(made?.status ?? 'pending');
    });
    if (done) {
      setUnits({});
      setAmount('');
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      {message && <FormMessage>{message}</FormMessage>}
      {outcome && <FormMessage tone="success">{outcome}</FormMessage>}
      <p>Можно вернуть: {order.refundable.toLocaleString('ru-RU')} ₽. Без строк и суммы возвращается весь остаток.</p>
      {order.may_return &&
        order.lines.map((l) => {
          const left = l.num - l.refunded_num;
          return left > 0 ? (
            <AdminTextField
              key={l.id}
              label={`${l.name}: вернуть штук (из ${left})`}
              type="number"
              inputMode="numeric"
              min={0}
              max={left}
              value={units[l.id] ?? ''}
              onChange={(e) => setUnits({ ...units, [l.id]: e.target.value })}
            />
          ) : null;
        })}
      <AdminTextField
        label="Или сумма, ₽"
        type="number"
        inputMode="numeric"
        min={1}
        max={order.refundable}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={errors.amount ?? errors.lines}
      />
      <ButtonRow>
        <AdminButton type="submit" variant="danger" disabled={busy}>
          Вернуть деньги
        </AdminButton>
      </ButtonRow>
    </form>
  );
}
