'use client';

import { ActionMessages, AdminSelectField, AdminTextField, SubmitRow } from '@/components/admin/ui/form';
import type { AdminPromoCode } from '@/lib/api/admin/promo-codes';
import { PERCENT_MAX } from '@/lib/config/back-office-limits';
import { numberOrNull, withFormData } from '@/components/admin/ui/form-values';
import { SwitchButton, type SwitchWords } from '@/components/admin/ui/request-button';
import { useAdminAction } from '@/lib/client/use-admin-action';

/** A date field's value (YYYY-MM-DD, Moscow) from an ISO moment. */
const moscowDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' }) : '';

/** The days a code is valid: the moments it holds are shown as their dates in Moscow, where the shop counts days. */
const VALIDITY_DAYS = [
  { name: 'starts_at', label: 'Действует с', hint: 'Пусто — сразу' },
  { name: 'ends_at', label: 'Действует по', hint: 'Включительно; пусто — бессрочно' },
] as const;

/** Creates a promo code, or edits one (`promo` given; the code itself stays). */
export function PromoCodeForm({ promo }: { promo?: AdminPromoCode }) {
  const { busy, errors, message, done, run } = useAdminAction();

  const save = withFormData(async (data, form) => {
    const body = {
      kind: data.get('kind'),
      value: numberOrNull(data.get('value')),
      min_total: numberOrNull(data.get('min_total')) ?? 0,
      starts_at: String(data.get('starts_at') ?? '') || null,
      ends_at: String(data.get('ends_at') ?? '') || null,
      usage_limit: numberOrNull(data.get('usage_limit')),
      active: data.get('active') === 'on',
    };
    const ok = promo
      ? await run(`/api/admin/promo-codes/${encodeURIComponent(promo.code)}`, 'PATCH', body, 'Сохранено')
      : await run('/api/admin/promo-codes', 'POST', { ...body, code: data.get('code') }, 'Промокод создан');
    if (ok && !promo) form.reset();
  });

  return (
    <form onSubmit={save} noValidate>
      <ActionMessages done={done} message={message} fieldErrors={errors} />
      {!promo && (
        <AdminTextField
          label="Код"
          name="code"
          autoComplete="off"
          required
          error={errors.code}
          hint="3–32 символа: латинские буквы, цифры, «-» и «_»; регистр не важен"
          style={{ textTransform: 'uppercase' }}
        />
      )}
      <AdminSelectField label="Скидка" name="kind" defaultValue={promo?.kind ?? 'percent'} error={errors.kind}>
        <option value="percent">Процент от суммы товаров</option>
        <option value="fixed">Фиксированная, ₽</option>
      </AdminSelectField>
      <AdminTextField
        label="Размер скидки"
        name="value"
        type="number"
        inputMode="numeric"
        min={1}
        required
        defaultValue={promo?.value}
        error={errors.value}
        hint={`Процент — от 1 до ${PERCENT_MAX}; рубли — от 1`}
      />
      <AdminTextField
        label="Минимальная сумма заказа, ₽"
        name="min_total"
        type="number"
        inputMode="numeric"
        min={0}
        defaultValue={promo?.min_total ?? 0}
        error={errors.min_total}
      />
      {VALIDITY_DAYS.map((day) => (
        <AdminTextField
          key={day.name}
          {...day}
          type="date"
          defaultValue={moscowDate(promo?.[day.name] ?? null)}
          error={errors[day.name]}
        />
      ))}
      <AdminTextField
        label="Сколько раз можно использовать"
        name="usage_limit"
        type="number"
        inputMode="numeric"
        min={1}
        defaultValue={promo?.usage_limit ?? ''}
        error={errors.usage_limit}
        hint={promo ? `Уже использован: ${promo.used}. Пусто — без ограничения` : 'Пусто — без ограничения'}
      />
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', margin: '8px 0' }}>
        <input type="checkbox" name="active" defaultChecked={promo?.active ?? true} /> Включён
      </label>
      <SubmitRow busy={busy}>{promo ? 'Сохранить' : 'Создать промокод'}</SubmitRow>
    </form>
  );
}

/** Switches a code off or back on in one click. */
export function PromoCodeSwitch({ promo }: { promo: AdminPromoCode }) {
  const path = `/api/admin/promo-codes/${encodeURIComponent(promo.code)}`;
  return <SwitchButton path={path} flag="active" on={promo.active} words={PROMO_CODE_SWITCH} />;
}

const PROMO_CODE_SWITCH: SwitchWords = {
  off: 'Выключить',
  on: 'Включить',
  switchedOff: 'Выключен',
  switchedOn: 'Включён',
};
