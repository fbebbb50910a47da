'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api/fetcher';
import { submitPostcodeAtom } from '@/lib/client/cart-actions';
import { couriersAtom, formAtom } from '@/lib/client/cart-atoms';
import { isPostcode, POSTCODE_INPUT_PATTERN, POSTCODE_LENGTH } from '@/lib/format/postcode';
import { TextField } from './text-field';
import styles from './checkout.module.css';

/** Postcode and address for courier and post; a full postcode prices the delivery for its zone. */
export function AddressFields() {
  const postcode = useAtomValue(formAtom).postcode;
  const couriers = useAtomValue(couriersAtom);
  const submitPostcode = useSetAtom(submitPostcodeAtom);

  useEffect(() => {
    if (!isPostcode(postcode)) return;
    submitPostcode(postcode).catch((e) =>
      toast.error(e instanceof ApiError ? e.message : 'Не удалось рассчитать доставку'),
    );
  }, [postcode, submitPostcode]);

  return (
    <div className={styles.grid}>
      <TextField
        name="postcode"
        label="Почтовый индекс"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={POSTCODE_LENGTH}
        pattern={POSTCODE_INPUT_PATTERN}
        placeholder="123456"
      />
      <p className={styles.muted}>
        {couriers[0] ? `Доставит ${couriers[0].name}` : null}
        {!isPostcode(postcode) ? ' Стоимость уточнится по индексу.' : null}
      </p>
      <TextField
        name="address"
        label="Адрес: город, улица, дом, квартира"
        className={styles.wide}
        autoComplete="street-address"
        maxLength={300}
      />
    </div>
  );
}
