import type { Metadata } from 'next';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { DateTime } from '@/components/admin/ui/cells';
import { DataTable } from '@/components/admin/ui/data-table';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { FilterBar } from '@/components/admin/ui/filter-bar';
import { AdminTextField } from '@/components/admin/ui/form';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Pager } from '@/components/admin/ui/pager';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import Link from '@/components/ui/link';
import { customerSearchQuery, type CustomerRow } from '@/lib/api/admin/customers';
import { getDb } from '@/lib/db/client';
import { searchCustomers } from '@/lib/server/admin/customers/customers';
import { checkStaff, pageActor } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Покупатели' };

export default async function CustomersPage({ searchParams }: PageProps<'/admin/customers'>) {
  const access = await checkStaff('customers');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const raw = await searchParams;
  const parsed = customerSearchQuery.safeParse({ q: raw.q, page: raw.page });
  const { q, page } = parsed.success ? parsed.data : { q: '', page: 1 };
  const list = await searchCustomers(await getDb(), q, page, await pageActor(access.staff));
  return (
    <>
      <PageHeader title="Покупатели" description="Поиск по email или телефону." />
      <FilterBar action="/admin/customers" resetHref={q ? '/admin/customers' : undefined}>
        <AdminTextField label="Email или телефон" name="q" type="search" defaultValue={q} autoComplete="off" />
      </FilterBar>
      <DataTable<CustomerRow>
        empty={
          <EmptyState title={q ? 'Никого не нашлось' : 'Покупателей пока нет'}>
            {q && <p>Проверьте адрес или номер.</p>}
          </EmptyState>
        }
        caption="Покупатели"
        rows={list.customers}
        rowKey={(c) => c.id}
        columns={[
          {
            label: 'Email',
            cell: (c) =>
              c.deleted ? (
                <StatusBadge>Удалён по запросу</StatusBadge>
              ) : (
                <Link href={`/admin/customers/${c.id}`}>{c.email}</Link>
              ),
          },
          { label: 'Имя', cell: (c) => c.name || '—' },
          { label: 'Телефон', cell: (c) => c.phone || '—' },
          { label: 'Заказов', cell: (c) => c.orders, numeric: true },
          { label: 'С нами с', cell: (c) => <DateTime value={c.created_at} withTime={false} /> },
        ]}
      />
      <Pager path="/admin/customers" query={{ q }} page={list.page} total={list.total} pageSize={list.page_size} />
    </>
  );
}
