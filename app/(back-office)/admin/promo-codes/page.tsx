import type { Metadata } from 'next';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { PromoCodeForm, PromoCodeSwitch } from '@/components/admin/promo-codes/promo-code-form';
import { DateTime, Money } from '@/components/admin/ui/cells';
import { DataTable } from '@/components/admin/ui/data-table';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Panel } from '@/components/admin/ui/panel';
import { StatusBadge, type BadgeTone } from '@/components/admin/ui/status-badge';
import type { AdminPromoCode, PromoCodeState } from '@/lib/api/admin/promo-codes';
import { getDb } from '@/lib/db/client';
import { listPromoCodes } from '@/lib/server/admin/promo-codes/promo-codes';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Промокоды' };

const STATE: Record<PromoCodeState, { label: string; tone: BadgeTone }> = {
  active: { label: 'Действует', tone: 'success' },
  scheduled: { label: 'Ещё не начался', tone: 'info' },
  expired: { label: 'Срок истёк', tone: 'neutral' },
  exhausted: { label: 'Исчерпан', tone: 'warning' },
  off: { label: 'Выключен', tone: 'neutral' },
};

function Period({ promo }: { promo: AdminPromoCode }) {
  if (!promo.starts_at && !promo.ends_at) return <>Бессрочно</>;
  return (
    <>
      {promo.starts_at && (
        <>
          с <DateTime value={promo.starts_at} withTime={false} />{' '}
        </>
      )}
      {promo.ends_at && (
        <>
          по <DateTime value={promo.ends_at} withTime={false} />
        </>
      )}
    </>
  );
}

/** Promo codes with their uses; create one, edit or switch off the others. */
export default async function PromoCodesPage() {
  const access = await checkStaff('promoCodes');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const codes = await listPromoCodes(await getDb());
  return (
    <>
      <PageHeader title="Промокоды" description="Покупатель вводит код в корзине; скидка считается от суммы товаров." />
      <DataTable<AdminPromoCode>
        empty={<EmptyState title="Промокодов пока нет" />}
        caption="Промокоды"
        rows={codes}
        rowKey={(p) => p.code}
        columns={[
          { label: 'Код', cell: (p) => <code>{p.code}</code> },
          { label: 'Скидка', cell: (p) => (p.kind === 'percent' ? `${p.value} %` : <Money value={p.value} />) },
          { label: 'Заказ от', cell: (p) => <Money value={p.min_total} />, numeric: true },
          { label: 'Срок', cell: (p) => <Period promo={p} /> },
          {
            label: 'Использован',
            cell: (p) => (p.usage_limit === null ? `${p.used}` : `${p.used} из ${p.usage_limit}`),
            numeric: true,
          },
          {
            label: 'Состояние',
            cell: (p) => <StatusBadge tone={STATE[p.state].tone}>{STATE[p.state].label}</StatusBadge>,
          },
          {
            label: 'Действия',
            cell: (p) => (
              <>
                <PromoCodeSwitch promo={p} />
                <details>
                  <summary>Изменить</summary>
                  <PromoCodeForm promo={p} />
                </details>
              </>
            ),
          },
        ]}
      />
      <Panel title="Новый промокод">
        <PromoCodeForm />
      </Panel>
    </>
  );
}
