import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BonusAdjustForm } from '@/components/admin/customers/bonus-adjust-form';
import { DeleteCustomerButton } from '@/components/admin/customers/delete-customer-button';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { DateTime, Money } from '@/components/admin/ui/cells';
import { DataTable } from '@/components/admin/ui/data-table';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ButtonRow } from '@/components/admin/ui/form';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Panel } from '@/components/admin/ui/panel';
import Link from '@/components/ui/link';
import { customerIdParam, type CustomerConsent, type CustomerDetail } from '@/lib/api/admin/customers';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/config/order-statuses';
import { getDb } from '@/lib/db/client';
import { customerDetail } from '@/lib/server/admin/customers/customers';
import { customerLedger, type CustomerLedger } from '@/lib/server/admin/customers/customer-bonuses';
import { HttpError } from '@/lib/server/http/errors';
import { checkStaff, pageActor } from '@/lib/server/staff/guard';
import { mayEnter } from '@/lib/server/staff/permissions';

export const metadata: Metadata = { title: 'Покупатель' };

type Order = CustomerDetail['order_list'][number];
type LedgerEntry = CustomerLedger['entries'][number];

export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const access = await checkStaff('customers');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const parsed = customerIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  const customer = await customerDetail(await getDb(), parsed.data.id, await pageActor(access.staff)).catch((error) => {
    if (error instanceof HttpError && error.status === 404) notFound();
    throw error;
  });
  const mayHandleData = mayEnter(access.staff.role, 'customerData') && !customer.deleted;
  const ledger = customer.deleted ? null : await customerLedger(await getDb(), customer.id);
  const profile: [string, string][] = [
    ['Email', customer.email],
    ['ФИО', [customer.surname, customer.first_name, customer.middle_name].filter(Boolean).join(' ') || '—'],
    ['Телефон', customer.phone || '—'],
    ['Адрес', [customer.postcode, customer.city, customer.address].filter(Boolean).join(', ') || '—'],
    ['Рассылка', customer.subscribed ? 'подписан' : 'нет'],
  ];
  return (
    <>
      <PageHeader
        title={customer.deleted ? 'Аккаунт удалён по запросу' : customer.email}
        description={<Link href="/admin/customers">← Все покупатели</Link>}
      />
      <Panel title="Профиль">
        <dl>
          {profile.map(([term, value]) => (
            <div key={term}>
              <dt style={{ fontWeight: 700 }}>{term}</dt>
              <dd style={{ margin: '0 0 8px' }}>{value}</dd>
            </div>
          ))}
          <div>
            <dt style={{ fontWeight: 700 }}>Зарегистрирован</dt>
            <dd style={{ margin: 0 }}>
              <DateTime value={customer.created_at} />
            </dd>
          </div>
        </dl>
      </Panel>
      <h2>Заказы</h2>
      <DataTable<Order>
        empty={<EmptyState title="Заказов нет" />}
        caption="Заказы покупателя"
        rows={customer.order_list}
        rowKey={(o) => o.number}
        columns={[
          {
            label: 'Номер',
            cell: (o) => <Link href={`/admin/orders/${encodeURIComponent(o.number)}`}>{o.number}</Link>,
          },
          { label: 'Статус', cell: (o) => ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status },
          { label: 'Сумма', cell: (o) => <Money value={o.total} />, numeric: true },
          { label: 'Дата', cell: (o) => <DateTime value={o.created_at} /> },
        ]}
      />
      {ledger && (
        <>
          <h2 style={{ marginTop: 24 }}>Бонусные баллы</h2>
          <p data-testid="admin-bonus-balance">
            Доступно: <strong>{ledger.balance}</strong>, ожидают начисления: {ledger.pending}
          </p>
          <DataTable<LedgerEntry>
            empty={<EmptyState title="Записей о баллах нет" />}
            caption="Начисления и списания баллов"
            rows={ledger.entries}
            rowKey={(e) => String(e.id)}
            columns={[
              { label: 'Когда', cell: (e) => <DateTime value={e.at} /> },
              { label: 'За что', cell: (e) => e.reason },
              { label: 'Баллы', cell: (e) => (e.points > 0 ? `+${e.points}` : `−${-e.points}`), numeric: true },
              { label: 'Доступны с', cell: (e) => (e.points > 0 ? <DateTime value={e.available_at} /> : '—') },
            ]}
          />
          {mayEnter(access.staff.role, 'bonuses') && (
            <Panel title="Начислить или списать баллы вручную">
              <BonusAdjustForm customerId={customer.id} />
            </Panel>
          )}
        </>
      )}
      <h2 style={{ marginTop: 24 }}>Согласия на обработку персональных данных</h2>
      <DataTable<CustomerConsent>
        empty={<EmptyState title="Согласий нет: покупатель не оформлял заказов" />}
        caption="Согласия из заказов"
        rows={customer.consents}
        rowKey={(c) => c.order_number}
        columns={[
          { label: 'Заказ', cell: (c) => c.order_number },
          { label: 'Когда', cell: (c) => <DateTime value={c.at} /> },
          { label: 'С адреса', cell: (c) => c.address || '—' },
          { label: 'Редакция текста', cell: (c) => c.version },
        ]}
      />
      {mayHandleData && (
        <Panel title="Запросы по 152-ФЗ">
          <ButtonRow>
            <a className="cta-link" href={`/api/admin/customers/${customer.id}/export`} download>
              Выгрузить данные (JSON)
            </a>
          </ButtonRow>
          <div style={{ marginTop: 16 }}>
            <DeleteCustomerButton id={customer.id} email={customer.email} />
          </div>
        </Panel>
      )}
    </>
  );
}
