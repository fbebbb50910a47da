import type { Metadata } from 'next';
import { OrderFilters } from '@/components/admin/orders/order-filters';
import { OrderTable } from '@/components/admin/orders/order-table';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { FormMessage } from '@/components/admin/ui/form';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Pager } from '@/components/admin/ui/pager';
import { orderListQuery } from '@/lib/api/admin/orders';
import { getDb } from '@/lib/db/client';
import { listOrders, ORDERS_PAGE_SIZE } from '@/lib/server/admin/orders/order-list';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Заказы' };

export default async function AdminOrdersPage({ searchParams }: PageProps<'/admin/orders'>) {
  if ('refusal' in (await checkStaff('orders'))) return <EmptyState title="У вашей роли нет доступа к заказам" />;
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const parsed = orderListQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : orderListQuery.parse({});
  const { orders, total, page } = await listOrders(await getDb(), query);
  const kept = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v === undefined ? undefined : String(v)]));
  return (
    <>
      <PageHeader title="Заказы" description={`Найдено: ${total}`} />
      <OrderFilters query={query} />
      {!parsed.success && <FormMessage>Некоторые фильтры заданы неверно — показаны все заказы.</FormMessage>}
      {orders.length ? (
        <OrderTable orders={orders} caption="Заказы, новые сверху" />
      ) : (
        <EmptyState title="Заказов не найдено">Измените фильтры или сбросьте их.</EmptyState>
      )}
      <Pager path="/admin/orders" query={kept} page={page} total={total} pageSize={ORDERS_PAGE_SIZE} />
    </>
  );
}
