import type { Metadata } from 'next';
import { ClearOfferButton, OfferForm } from '@/components/admin/promotions/offer-form';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { Money } from '@/components/admin/ui/cells';
import { DataTable } from '@/components/admin/ui/data-table';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Panel } from '@/components/admin/ui/panel';
import { StatusBadge, type BadgeTone } from '@/components/admin/ui/status-badge';
import type { AdminOffer } from '@/lib/api/promotions';
import { getDb } from '@/lib/db/client';
import { listOffers } from '@/lib/server/promotions/product-of-the-day';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Товар дня' };

const WHEN: Record<AdminOffer['when'], { label: string; tone: BadgeTone }> = {
  today: { label: 'Сегодня', tone: 'success' },
  upcoming: { label: 'Впереди', tone: 'info' },
  past: { label: 'Прошёл', tone: 'neutral' },
};

/** The product of the day: what runs today, the chosen days ahead and the past month; choose one for a date. */
export default async function ProductOfTheDayPage() {
  const access = await checkStaff('products');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const { today, current, offers } = await listOffers(await getDb());
  return (
    <>
      <PageHeader
        title="Товар дня"
        description="Один товар на московские сутки со своей скидкой: её считают корзина и заказ. Если день не выбран, товар выбирается сам из товаров со скидкой в наличии."
      />
      <Panel title={`Сегодня, ${today}`}>
        {current ? (
          <p>
            {current.product.name} — <Money value={current.product.price} /> (−{current.percent}%),{' '}
            {current.auto ? 'выбран автоматически' : 'выбран вручную'}
          </p>
        ) : (
          <p>Нет подходящего товара: товаров со скидкой в наличии нет.</p>
        )}
      </Panel>
      <DataTable<AdminOffer>
        empty={<EmptyState title="Дни пока не выбраны" />}
        caption="Выбранные дни"
        rows={offers}
        rowKey={(o) => o.day}
        columns={[
          { label: 'День', cell: (o) => o.day },
          { label: 'Товар', cell: (o) => `${o.product_name} (№ ${o.product_id})` },
          { label: 'Скидка', cell: (o) => `${o.discount_percent} %`, numeric: true },
          { label: 'Цена дня', cell: (o) => <Money value={o.day_price} />, numeric: true },
          { label: 'Когда', cell: (o) => <StatusBadge tone={WHEN[o.when].tone}>{WHEN[o.when].label}</StatusBadge> },
          { label: 'Действия', cell: (o) => (o.when === 'past' ? null : <ClearOfferButton day={o.day} />) },
        ]}
      />
      <Panel title="Выбрать товар дня">
        <OfferForm today={today} />
      </Panel>
    </>
  );
}
