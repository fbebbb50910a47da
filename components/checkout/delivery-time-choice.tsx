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
  const [timeWindow, setTimeWindow] = useAtom(fieldAtom('delivery_window'));
  const minDays = days?.min ?? null;
  const dates = useMemo(() => (minDays === null ? [] : allowedDeliveryDates(new Date(), minDays)), [minDays]);

  useEffect(() => {
    if (date && !dates.includes(date)) setDate('');
  }, [date, dates, setDate]);

  return (
    <div className={styles.grid} data-testid="delivery-time">
      <CheckoutField name="delivery_date" label="Дата доставки">
        {(control) => (
          <select
            {...control}
            name="delivery_date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            data-testid="delivery-date"
          >
            <option value="">{capitalised(AS_SOON_AS_POSSIBLE)}</option>
            {dates.map((d) => (
              <option key={d} value={d}>
                {deliveryDateLabel(d)}
              </option>
            ))}
          </select>
        )}
      </CheckoutField>
      <CheckoutField name="delivery_window" label="Время доставки">
        {(control) => (
          <select
            {...control}
            name="delivery_window"
            value={timeWindow}
            onChange={(e) => setTimeWindow(e.target.value)}
            data-testid="delivery-window"
          >
            <option value="">В любое время, курьер позвонит заранее</option>
            {DELIVERY_WINDOWS.map((w) => (
              <option key={w.code} value={w.code}>
                {w.label}
              </option>
            ))}
          </select>
        )}
      </CheckoutField>
    </div>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
