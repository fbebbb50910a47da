'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api/fetcher';
import { chooseShippingAtom } from '@/lib/client/cart-actions';
import { shippingIdAtom, shippingsAtom } from '@/lib/client/cart-atoms';
import { formatPrice } from '@/lib/format/price';
import { FieldError } from './text-field';
import styles from './checkout.module.css';

export function ShippingChooser() {
  const shippings = useAtomValue(shippingsAtom);
  const chosen = useAtomValue(shippingIdAtom);
  const choose = useSetAtom(chooseShippingAtom);
  return (
    <div>
      <ul className={styles.options} role="radiogroup" aria-label="Способ доставки" data-testid="shipping-list">
        {shippings.map((s) => (
          <li key={s.id}>
            <label className={styles.option}>
              <input
                type="radio"
                name="shipping_id"
                value={s.id}
                checked={chosen === s.id}
                onChange={() =>
                  choose(s.id).catch((e) =>
                    toast.error(e instanceof ApiError ? e.message : 'Не удалось рассчитать доставку'),
                  )
                }
              />
              <span className={styles.optionBody}>
                <span className={styles.optionTitle}>
                  <span>{s.name}</span>
                  <span>от {formatPrice(s.price_from)}</span>
                </span>
                <span className={styles.optionNote}>{s.description}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError name="shipping_id" />
    </div>
  );
}
