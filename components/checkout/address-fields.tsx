'use client';

import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useDeferredValue, useEffect, useId, useRef } from 'react';
import { toast } from 'sonner';
import useSWR from 'swr';
import type { AddressSuggestResponse, AddressSuggestion } from '@/lib/api/delivery';
import { ApiError, swrFetcher } from '@/lib/api/fetcher';
import { submitPostcodeAtom } from '@/lib/client/cart-actions';
import { couriersAtom, fieldAtom, formAtom } from '@/lib/client/cart-atoms';
import { usePromiseCity } from '@/lib/client/shopper-city';
import { isPostcode, POSTCODE_INPUT_PATTERN, POSTCODE_LENGTH } from '@/lib/format/postcode';
import { CheckoutField, TextField } from './text-field';
import styles from './checkout.module.css';

/** Suggestions are asked from this many typed characters on. */
const SUGGEST_FROM = 3;

/** The address line a suggestion stands for: its parts in the order a courier reads them. */
function addressLine(s: AddressSuggestion): string {
  const { city, street, house, building, flat } = s.address;
  if (!street) return `${city}, `;
  return [city, street, house && `д ${house}`, building, flat && `кв ${flat}`].filter(Boolean).join(', ');
}

/**
 * Postcode and address for courier and post; a full postcode prices the delivery for its zone. The address starts
 * with the shopper's city; suggestions (DaData, else the shop's cities) fill it in and bring the postcode along.
 */
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
      <AddressField />
    </div>
  );
}

/** The address line with suggestions (a native datalist: keyboard and screen readers know it). */
function AddressField() {
  const city = usePromiseCity();
  const [address, setAddress] = useAtom(fieldAtom('address'));
  const setPostcode = useSetAtom(fieldAtom('postcode'));
  const listId = useId();
  const prefilled = useRef(false);

  // The shopper's city starts the address, once (a method chosen again empties the form: it comes back).
  useEffect(() => {
    if (city && !address && !prefilled.current) {
      prefilled.current = true;
      setAddress(`${city}, `);
    }
  }, [city, address, setAddress]);

  const q = useDeferredValue(address.trim());
  const key =
    q.length >= SUGGEST_FROM
      ? `/api/delivery/address-suggest?${new URLSearchParams({ q, ...(city ? { city } : {}) })}`
      : null;
  const { data } = useSWR<AddressSuggestResponse>(key, swrFetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const suggestions = data?.suggestions ?? [];

  const onChange = (value: string) => {
    const picked = suggestions.find((s) => addressLine(s) === value);
    setAddress(value);
    if (picked?.address.postcode && isPostcode(picked.address.postcode)) setPostcode(picked.address.postcode);
  };

  return (
    <CheckoutField name="address" label="Адрес: город, улица, дом, квартира" className={styles.wide}>
      {(control) => (
        <>
          <input
            {...control}
            name="address"
            value={address}
            onChange={(e) => onChange(e.target.value)}
            autoComplete="street-address"
            maxLength={300}
            list={listId}
            data-testid="address-input"
          />
          <datalist id={listId} data-testid="address-suggestions">
            {suggestions.map((s) => (
              <option key={s.value} value={addressLine(s)}>
                {s.address.postcode ? `${s.value}, ${s.address.postcode}` : s.value}
              </option>
            ))}
          </datalist>
        </>
      )}
    </CheckoutField>
  );
}
