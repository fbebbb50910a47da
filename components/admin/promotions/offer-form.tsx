'use client';

import { ActionMessages, AdminTextField, SubmitRow } from '@/components/admin/ui/form';
import { numberOrNull, withFormData } from '@/components/admin/ui/form-values';
import { RequestButton } from '@/components/admin/ui/request-button';
import { AUTO_OFFER_PERCENT, OFFER_PERCENT_MAX, OFFER_PERCENT_MIN } from '@/lib/config/promotions';
import { useAdminAction } from '@/lib/client/use-admin-action';

/** Chooses the product of the day for a Moscow date (a day already chosen is replaced). */
export function OfferForm({ today }: { today: string }) {
  const { busy, errors, message, done, run } = useAdminAction();

  const choose = withFormData((data) =>
    run(
      '/api/admin/product-of-the-day',
      'PUT',
      {
        day: String(data.get('day') ?? ''),
        product_id: numberOrNull(data.get('product_id')),
        discount_percent: numberOrNull(data.get('discount_percent')),
      },
      'Товар дня выбран',
    ),
  );

  return (
    <form onSubmit={choose} noValidate>
      <ActionMessages done={done} message={message} fieldErrors={errors} />
      <AdminTextField
        label="День (по Москве)"
        name="day"
        type="date"
        min={today}
        defaultValue={today}
        required
        error={errors.day}
      />
      <AdminTextField
        label="Номер товара"
        name="product_id"
        type="number"
        inputMode="numeric"
        min={1}
        required
        error={errors.product_id}
        hint="Номер из списка товаров"
      />
      <AdminTextField
        label="Скидка, %"
        name="discount_percent"
        type="number"
        inputMode="numeric"
        min={OFFER_PERCENT_MIN}
        max={OFFER_PERCENT_MAX}
        defaultValue={AUTO_OFFER_PERCENT}
        required
        error={errors.discount_percent}
        hint={`От ${OFFER_PERCENT_MIN} до ${OFFER_PERCENT_MAX} % от цены товара`}
      />
      <SubmitRow busy={busy}>Выбрать</SubmitRow>
    </form>
  );
}

/** Drops a day's choice: the automatic pick takes over. */
export function ClearOfferButton({ day }: { day: string }) {
  const path = `/api/admin/product-of-the-day?day=${day}`;
  return (
    <RequestButton variant="secondary" request={{ path, method: 'DELETE', success: 'Выбор отменён' }}>
      Отменить выбор
    </RequestButton>
  );
}
