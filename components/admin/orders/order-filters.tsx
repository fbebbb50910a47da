import { FilterBar, FilterSearch } from '@/components/admin/ui/filter-bar';
import { AdminSelectField, AdminTextField, NamedOptions } from '@/components/admin/ui/form';
import type { OrderListQuery } from '@/lib/api/admin/orders';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@/lib/config/order-statuses';
import { DELIVERY_SERVICES } from '@/lib/config/delivery-services';

const PAYMENT_OPTIONS = [
  ['online', 'Онлайн'],
  ['cash', 'При получении'],
  ['unconfirmed', 'Ждут подтверждения'],
  ['paid', 'Оплаченные'],
  ['unpaid', 'Неоплаченные'],
  ['refunded', 'С возвратом'],
] as const;

/** The list's filters: a GET form, so the address keeps them. */
export function OrderFilters({ query }: { query: Partial<OrderListQuery> }) {
  return (
    <FilterBar action="/admin/orders" resetHref="/admin/orders">
      <FilterSearch value={query.q} placeholder="Номер, телефон, email, имя" />
      <AdminSelectField label="Статус" name="status" defaultValue={query.status ?? ''}>
        <option value="">Все</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {ORDER_STATUS_LABELS[s]}
          </option>
        ))}
      </AdminSelectField>
      <AdminSelectField label="Оплата" name="payment" defaultValue={query.payment ?? ''}>
        <option value="">Любая</option>
        {PAYMENT_OPTIONS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </AdminSelectField>
      <AdminSelectField
        label="Служба доставки"
        name="service"
        defaultValue={query.service ? String(query.service) : ''}
      >
        <option value="">Любая</option>
        <NamedOptions items={DELIVERY_SERVICES} />
      </AdminSelectField>
      <AdminTextField label="С даты" name="from" type="date" defaultValue={query.from ?? ''} />
      <AdminTextField label="По дату" name="to" type="date" defaultValue={query.to ?? ''} />
    </FilterBar>
  );
}
