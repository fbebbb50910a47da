'use client';
// Money back through the payment provider: the rest of a cancelled order, or (after delivery, within the return
// period) some returned units of its lines, or an amount. The server checks it never exceeds what was paid.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, ButtonRow, Field, FormMessage } from '@/components/admin/ui/form';
import type { AdminOrderDetail, AdminOrderResponse } from '@/lib/api/admin/orders';
import { adminRequest, errorText, fieldErrors } from '@/lib/client/admin-request';

export function RefundForm({ order }: { order: Pick<AdminOrderDetail, 'number' | 'lines' | 'refundable' | 'may_return'> }) {
  const router = useRouter();
  const [units, setUnits] = useState<Record<number, string>>({});
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const lines = order.lines
    .map((l) => ({ order_item_id: l.id, num: Number(units[l.id] || 0) }))
    .filter((l) => l.num > 0);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const body = { ...(lines.length ? { lines } : {}), ...(amount ? { amount: Number(amount) } : {}) };
      const { order: next } = await adminRequest<AdminOrderResponse>(`/api/admin/orders/${encodeURIComponent(order.number)}/refund`, 'POST', body);
      setMessage({ tone: 'success', text: `Возврат оформлен. Всего возвращено: ${next.refunded_amount.toLocaleString('ru-RU')} ₽` });
      setUnits({});
      setAmount('');
      router.refresh();
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <p>Можно вернуть: {order.refundable.toLocaleString('ru-RU')} ₽. Без строк и суммы возвращается весь остаток.</p>
      {order.may_return &&
        order.lines.map((l) => {
          const left = l.num - l.refunded_num;
          return left > 0 ? (
            <Field
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
      <Field label="Или сумма, ₽" type="number" inputMode="numeric" min={1} max={order.refundable} value={amount} onChange={(e) => setAmount(e.target.value)} error={errors.amount ?? errors.lines} />
      <ButtonRow>
        <Button type="submit" variant="danger" disabled={busy}>
          Вернуть деньги
        </Button>
      </ButtonRow>
    </form>
  );
}
