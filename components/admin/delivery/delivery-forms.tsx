'use client';

import {
  ActionMessages,
  AdminButton,
  AdminSelectField,
  AdminTextField,
  NamedOptions,
  SubmitRow,
} from '@/components/admin/ui/form';
import type { AdminPickupPoint, AdminTariff } from '@/lib/api/admin/delivery';
import { numberOrNull, withFormData } from '@/components/admin/ui/form-values';
import { SwitchButton, type SwitchWords } from '@/components/admin/ui/request-button';
import { useAdminAction } from '@/lib/client/use-admin-action';
import { POSTCODE_INPUT_PATTERN } from '@/lib/format/postcode';

/** The shop-wide free-delivery threshold; empty switches free delivery off. */
export function FreeThresholdForm({ amount }: { amount: number | null }) {
  const { busy, errors, message, done, run } = useAdminAction();
  return (
    <form
      onSubmit={withFormData((data) => {
        const value = numberOrNull(data.get('amount'));
        void run(
          '/api/admin/delivery/free-threshold',
          'PUT',
          { amount: value },
          value === null ? 'Бесплатная доставка выключена' : 'Порог сохранён',
        );
      })}
      noValidate
    >
      <ActionMessages done={done} message={errors.amount ? null : message} />
      <AdminTextField
        label="Бесплатная доставка от, ₽"
        name="amount"
        type="number"
        inputMode="numeric"
        min={1}
        defaultValue={amount ?? ''}
        error={errors.amount}
        hint="Сумма товаров после скидок и промокода; любая служба и любой регион. Пусто — доставка всегда платная"
      />
      <AdminButton type="submit" disabled={busy}>
        Сохранить порог
      </AdminButton>
    </form>
  );
}

/** A tariff's editable numbers, in the order they stand in its row. */
const TARIFF_FIELDS = [
  { name: 'price', label: 'Цена, ₽', width: '7em' },
  { name: 'min_days', label: 'Дней от', width: '5em' },
  { name: 'max_days', label: 'до', width: '5em' },
] as const;

/** One tariff's price and transit days, saved in place. */
export function TariffForm({ tariff }: { tariff: AdminTariff }) {
  const { busy, errors, message, done, run } = useAdminAction();
  const name = `${tariff.service}, ${tariff.method.toLowerCase()}, зона ${tariff.zone_id}`;
  return (
    <form
      aria-label={name}
      onSubmit={withFormData((data) => {
        const body = {
          price: numberOrNull(data.get('price')),
          min_days: numberOrNull(data.get('min_days')),
          max_days: numberOrNull(data.get('max_days')),
        };
        void run(`/api/admin/delivery/tariffs/${tariff.id}`, 'PATCH', body, 'Сохранено');
      })}
      noValidate
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}
    >
      {TARIFF_FIELDS.map(({ name, label, width }) => (
        <AdminTextField
          key={name}
          label={label}
          name={name}
          type="number"
          inputMode="numeric"
          min={0}
          defaultValue={tariff[name]}
          error={errors[name]}
          style={{ width }}
        />
      ))}
      <AdminButton type="submit" variant="secondary" disabled={busy}>
        Сохранить
      </AdminButton>
      <ActionMessages done={done} message={message} fieldErrors={errors} />
    </form>
  );
}

type Service = { id: number; name: string };

/** Adds a pickup point, or edits one (`point` given). */
export function PickupPointForm({ services, point }: { services: readonly Service[]; point?: AdminPickupPoint }) {
  const { busy, errors, message, done, run } = useAdminAction();
  return (
    <form
      onSubmit={withFormData(async (data, form) => {
        const body = {
          service_id: numberOrNull(data.get('service_id')),
          city: data.get('city'),
          address: data.get('address'),
          postcode: data.get('postcode'),
          lat: numberOrNull(data.get('lat')),
          lng: numberOrNull(data.get('lng')),
          hours: data.get('hours'),
        };
        const ok = point
          ? await run(`/api/admin/pickup-points/${encodeURIComponent(point.id)}`, 'PATCH', body, 'Сохранено')
          : await run('/api/admin/pickup-points', 'POST', body, 'Пункт добавлен');
        if (ok && !point) form.reset();
      })}
      noValidate
    >
      <ActionMessages done={done} message={message} fieldErrors={errors} />
      <AdminSelectField
        label="Служба"
        name="service_id"
        defaultValue={point?.service_id ?? services[0]?.id}
        error={errors.service_id}
      >
        <NamedOptions items={services} />
      </AdminSelectField>
      <AdminTextField label="Город" name="city" required defaultValue={point?.city} error={errors.city} />
      <AdminTextField label="Адрес" name="address" required defaultValue={point?.address} error={errors.address} />
      <AdminTextField
        label="Индекс"
        name="postcode"
        inputMode="numeric"
        pattern={POSTCODE_INPUT_PATTERN}
        required
        defaultValue={point?.postcode}
        error={errors.postcode}
      />
      <CoordinateField label="Широта" name="lat" degrees={point?.lat} error={errors.lat} example="55.7558" />
      <CoordinateField label="Долгота" name="lng" degrees={point?.lng} error={errors.lng} example="37.6173" />
      <AdminTextField label="Часы работы" name="hours" required defaultValue={point?.hours} error={errors.hours} />
      <SubmitRow busy={busy}>{point ? 'Сохранить' : 'Добавить пункт'}</SubmitRow>
    </form>
  );
}

/** A point's latitude or longitude in decimal degrees, with an example of the form the map services give. */
function CoordinateField({
  example,
  degrees,
  ...props
}: {
  label: string;
  name: string;
  degrees?: number;
  error?: string;
  example: string;
}) {
  return (
    <AdminTextField {...props} type="number" step="any" required defaultValue={degrees} hint={`Например, ${example}`} />
  );
}

/** Hides a point from the checkout, or shows it again. */
export function PickupPointSwitch({ point }: { point: AdminPickupPoint }) {
  const path = `/api/admin/pickup-points/${encodeURIComponent(point.id)}`;
  return <SwitchButton path={path} flag="is_active" on={point.is_active} words={PICKUP_POINT_SWITCH} />;
}

const PICKUP_POINT_SWITCH: SwitchWords = { off: 'Скрыть', on: 'Показать', switchedOff: 'Скрыт', switchedOn: 'Показан' };
