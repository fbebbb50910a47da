import type { Metadata } from 'next';
import {
  PickupPointForm,
  PickupPointSwitch,
  FreeThresholdForm,
  TariffForm,
} from '@/components/admin/delivery/delivery-forms';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { DataTable } from '@/components/admin/ui/data-table';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { FilterBar } from '@/components/admin/ui/filter-bar';
import { AdminTextField } from '@/components/admin/ui/form';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Panel } from '@/components/admin/ui/panel';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import { pickupPointsQuery, type AdminPickupPoint, type AdminTariff } from '@/lib/api/admin/delivery';
import { getDb } from '@/lib/db/client';
import { listAdminPickupPoints } from '@/lib/server/admin/delivery/pickup-points';
import { deliverySettings } from '@/lib/server/admin/delivery/tariffs';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Доставка' };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Tariffs, the free-delivery threshold and pickup points; the checkout and «Доставка и оплата» follow at once. */
export default async function DeliveryAdminPage({ searchParams }: { searchParams: Search }) {
  const access = await checkStaff('delivery');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const raw = await searchParams;
  const parsed = pickupPointsQuery.safeParse({ q: raw.q });
  const q = parsed.success ? parsed.data.q : undefined;
  const db = await getDb();
  const [settings, points] = await Promise.all([
    deliverySettings(db),
    q ? listAdminPickupPoints(db, { q }) : Promise.resolve(null),
  ]);
  const pickupServices = settings.services.filter((s) =>
    settings.tariffs.some(
      (t) => t.service_id === s.id && settings.methods.find((m) => m.id === t.method_id)?.code === 'pvz',
    ),
  );
  return (
    <>
      <PageHeader title="Доставка" description="Изменения сразу видны в корзине и на странице «Доставка и оплата»." />
      <Panel title="Бесплатная доставка">
        <FreeThresholdForm amount={settings.free_delivery_from} />
      </Panel>
      <Panel title="Тарифы">
        <p>
          Цена зависит от службы, способа и зоны по индексу получателя:{' '}
          {settings.zones.map((z) => `${z.id} — ${z.name}`).join('; ')}.
        </p>
        <DataTable<AdminTariff>
          caption="Тарифы доставки"
          rows={settings.tariffs}
          rowKey={(t) => t.id}
          columns={[
            { label: 'Служба', cell: (t) => t.service },
            { label: 'Способ', cell: (t) => t.method },
            { label: 'Зона', cell: (t) => t.zone_id, numeric: true },
            { label: 'Цена и срок', cell: (t) => <TariffForm tariff={t} /> },
          ]}
        />
      </Panel>
      <Panel title="Пункты выдачи">
        <FilterBar action="/admin/delivery" resetHref="/admin/delivery">
          <AdminTextField label="Найти пункт: город, адрес, индекс или код" name="q" defaultValue={q ?? ''} />
        </FilterBar>
        {points === null ? (
          <p>Введите город или адрес, чтобы увидеть пункты и изменить или скрыть их.</p>
        ) : points.length === 0 ? (
          <EmptyState title="Пунктов не найдено" />
        ) : (
          <DataTable<AdminPickupPoint>
            caption="Найденные пункты выдачи"
            rows={points}
            rowKey={(p) => p.id}
            columns={[
              { label: 'Код', cell: (p) => <code>{p.id}</code> },
              { label: 'Служба', cell: (p) => p.service },
              { label: 'Адрес', cell: (p) => `${p.city}, ${p.address}, ${p.postcode}` },
              { label: 'Часы', cell: (p) => p.hours },
              {
                label: 'На сайте',
                cell: (p) =>
                  p.is_active ? <StatusBadge tone="success">Виден</StatusBadge> : <StatusBadge>Скрыт</StatusBadge>,
              },
              {
                label: 'Действия',
                cell: (p) => (
                  <>
                    <PickupPointSwitch point={p} />
                    <details>
                      <summary>Изменить</summary>
                      <PickupPointForm services={pickupServices} point={p} />
                    </details>
                  </>
                ),
              },
            ]}
          />
        )}
      </Panel>
      <Panel title="Новый пункт выдачи">
        <PickupPointForm services={pickupServices} />
      </Panel>
    </>
  );
}
