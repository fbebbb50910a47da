import { DateTime, Money } from '@/components/admin/ui/cells';
import { DataTable, type Column } from '@/components/admin/ui/data-table';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import Link from '@/components/ui/link';
import type { AdminOrderRow } from '@/lib/api/admin/orders';
import { ORDER_STATUS_TONES } from './status-tone';

export const adminOrderHref = (number: string) => `/admin/orders/${encodeURIComponent(number)}`;

const PAYMENT_LABELS = { succeeded: 'оплачен', pending: 'ожидает', canceled: 'не прошёл' } as const;

const COLUMNS: readonly Column<AdminOrderRow>[] = [
  { label: 'Заказ', cell: (o) => <Link href={adminOrderHref(o.number)}>{o.number}</Link> },
  { label: 'Создан', cell: (o) => <DateTime value={o.created_at} /> },
  { label: 'Статус', cell: (o) => <StatusBadge tone={ORDER_STATUS_TONES[o.status]}>{o.status_label}</StatusBadge> },
  { label: 'Покупатель', cell: (o) => o.name },
  { label: 'Телефон', cell: (o) => <a href={`tel:${o.phone.replace(/[^\d+]/g, '')}`}>{o.phone}</a> },
  {
    label: 'Оплата',
    cell: (o) =>
      o.pay_online ? `онлайн${o.payment_status ? `, ${PAYMENT_LABELS[o.payment_status]}` : ''}` : 'при получении',
  },
  { label: 'Доставка', cell: (o) => o.shipping },
  { label: 'Сумма', cell: (o) => <Money value={o.total} />, numeric: true },
];

/** Orders as a table on a laptop, as cards on a phone. */
export function OrderTable({ orders, caption }: { orders: readonly AdminOrderRow[]; caption: string }) {
  return <DataTable caption={caption} columns={COLUMNS} rows={orders} rowKey={(o) => o.number} />;
}
