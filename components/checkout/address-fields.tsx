'use client';

import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useDeferredValue, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import useSWR from 'swr';
import { composeAddress } from '@/lib/api/courier-address';
import type { AddressSuggestResponse, AddressSuggestion } from '@/lib/api/delivery';
import { ApiError, swrFetcher } from '@/lib/api/fetcher';
import { submitPostcodeAtom } from '@/lib/client/cart-actions';
import { deliveryServicesAtom, fieldAtom, fieldErrorsAtom, formAtom, shippingIdAtom } from '@/lib/client/cart-atoms';
import { usePromiseCity } from '@/lib/client/shopper-city';
import { isPostcode, POSTCODE_INPUT_PATTERN, POSTCODE_LENGTH } from '@/lib/format/postcode';
import { DeliveryTimeChoice } from './delivery-time-choice';
import { SuggestionCombobox } from './suggestion-combobox';
import { FieldError, TextField } from './text-field';
import styles from './checkout.module.css';

/** Suggestions are asked from this many typed characters of the street on. */
const SUGGEST_FROM = 3;

/**
 * The address for courier and post, in parts: city (the shopper's, to begin with), street with suggestions
 * (DaData, else the shop's cities), house, building, flat, postcode. A picked suggestion fills every part it
 * carries and the postcode; a full postcode prices the delivery for its zone. The courier also gets a date and a
 * time window.
 */
export function AddressFields({ courier }: { courier: boolean }) {
  const form = useAtomValue(formAtom);
  const couriers = useAtomValue(deliveryServicesAtom);
  const submitPostcode = useSetAtom(submitPostcodeAtom);
  const postcode = form.postcode;

  useEffect(() => {
    if (!isPostcode(postcode)) return;
    submitPostcode(postcode).catch((e) =>
      toast.error(e instanceof ApiError ? e.message : 'Не удалось рассчитать доставку'),
    );
  }, [postcode, submitPostcode]);

  const line = composeAddress(form);
  return (
    <>
      <div className={styles.grid}>
        <CityField />
        <StreetField />
        <TextField name="house" label="Дом" maxLength={20} placeholder="12" />
        <TextField
          name="building"
          label="Корпус/строение"
          maxLength={30}
          placeholder="корп. 2 или стр. 1 — если есть"
        />
        <TextField name="flat" label="Квартира/офис" maxLength={30} placeholder="если есть" />
        <TextField
          name="postcode"
          label="Индекс"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={POSTCODE_LENGTH}
          pattern={POSTCODE_INPUT_PATTERN}
          placeholder="123456"
        />
        <FieldError name="address" />
        <p className={`${styles.muted} ${styles.wide}`} data-testid="address-line">
          {line && form.house ? `Адрес для курьера: ${line}. ` : null}
          {couriers[0] ? `Доставит ${couriers[0].name}.` : null}
          {!isPostcode(postcode) ? ' Стоимость уточнится по индексу.' : null}
        </p>
      </div>
      {courier && <DeliveryTimeChoice />}
    </>
  );
}

/** The city, begun with the shopper's city once per shipping method chosen. */
function CityField() {
  const city = usePromiseCity();
  const shippingId = useAtomValue(shippingIdAtom);
  const [value, setValue] = useAtom(fieldAtom('city'));
  const prefilledFor = useRef<number | null>(null);

  useEffect(() => {
    if (city && !value && prefilledFor.current !== shippingId) {
      prefilledFor.current = shippingId;
      setValue(city);
    }
  }, [city, value, shippingId, setValue]);

  return <TextField name="city" label="Город" autoComplete="address-level2" maxLength={100} />;
}

/** What a suggestion shows: its own text, and the postcode it brings. */
const suggestionNote = (s: AddressSuggestion) => (s.address.postcode ? s.address.postcode : undefined);

/** The street with suggestions; picking one fills the parts it carries (never empties what it does not know). */
function StreetField() {
  const form = useAtomValue(formAtom);
  const setForm = useSetAtom(formAtom);
  const [errors, setErrors] = useAtom(fieldErrorsAtom);
  const [street, setStreet] = useAtom(fieldAtom('street'));
  const city = form.city.trim();

  const typed = useDeferredValue(street.trim());
  const key =
    typed.length >= SUGGEST_FROM
      ? `/api/delivery/address-suggest?${new URLSearchParams({
          q: [city, typed].filter(Boolean).join(', ').slice(0, 200),
          ...(city ? { city: city.slice(0, 100) } : {}),
        })}`
      : null;
  const { data } = useSWR<AddressSuggestResponse>(key, swrFetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const suggestions = key ? (data?.suggestions ?? []) : [];

  const pick = (value: string) => {
    const chosen = suggestions.find((s) => s.value === value);
    if (!chosen) return;
    const parts = Object.fromEntries(Object.entries(chosen.address).filter(([, v]) => v)) as Partial<
      AddressSuggestion['address']
    >;
    if (parts.postcode && !isPostcode(parts.postcode)) delete parts.postcode;
    setForm({ ...form, ...parts });
    setErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => !(k in parts) && k !== 'address')));
  };

  return (
    <SuggestionCombobox
      name="street"
      label="Улица"
      value={street}
      onValueChange={setStreet}
      suggestions={suggestions.map((s) => ({ key: s.value, label: s.value, note: suggestionNote(s) }))}
      onPick={pick}
      listLabel="Подсказки адреса"
      testId="street-input"
      autoComplete="address-line1"
      maxLength={200}
      placeholder="Начните вводить улицу"
    />
  );
}
