'use client';

import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { allowedDeliveryDates, deliveryDateLabel } from '@/lib/api/delivery-dates';
import { fieldAtom, shippingDaysAtom } from '@/lib/client/cart-atoms';
import { AS_SOON_AS_POSSIBLE, DELIVERY_WINDOWS } from '@/lib/config/delivery-windows';
import { CheckoutField } from './text-field';
import styles from './checkout.module.css';

/**
 * The courier's date and time window. The dates are those the chosen service can make (its shortest transit time
 * from Moscow's today, two weeks on: lib/api/delivery-dates.ts, the rule the server checks), recomputed when the
 * service or the postcode's zone changes; a chosen date that falls out of the new range goes back to «как можно
 * скорее».
 */
export function DeliveryTimeChoice() {
  const days = useAtomValue(shippingDaysAtom);
  const [date, setDate] = useAtom(fieldAtom('delivery_date'));
  const minDays = days?.min ?? null;
  const dates = useMemo(() => (minDays === null ? [] : allowedDeliveryDates(new Date(), minDays)), [minDays]);

  useEffect(() => {
    if (date && !dates.includes(date)) setDate('');
  }, [date, dates, setDate]);

  return (
    <div className={styles.grid} data-testid="delivery-time">
      <FieldSelect
        name="delivery_date"
        label="Дата доставки"
        none={capitalised(AS_SOON_AS_POSSIBLE)}
        options={dates.map((d) => ({ value: d, label: deliveryDateLabel(d) }))}
        testId="delivery-date"
      />
      <FieldSelect
        name="delivery_window"
        label="Время доставки"
        none="В любое время, курьер позвонит заранее"
        options={DELIVERY_WINDOWS.map((w) => ({ value: w.code, label: w.label }))}
        testId="delivery-window"
      />
    </div>
  );
}

type Option = { value: string; label: string };

/** A select bound to its checkout field; the first option, `none`, says what leaving the choice open means. */
function FieldSelect({
  name,
  label,
  none,
  options,
  testId,
}: {
  name: 'delivery_date' | 'delivery_window';
  label: string;
  none: string;
  options: Option[];
  testId: string;
}) {
  const [value, setValue] = useAtom(fieldAtom(name));
  return (
    <CheckoutField name={name} label={label}>
      {(control) => (
        <select {...control} name={name} value={value} onChange={(e) => setValue(e.target.value)} data-testid={testId}>
          <option value="">{none}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </CheckoutField>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
