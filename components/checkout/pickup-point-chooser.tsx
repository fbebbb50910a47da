'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useDeferredValue, useState } from 'react';
import useSWR from 'swr';
import { ApiError, swrFetcher } from '@/lib/api/fetcher';
import type { PickupPointListResponse } from '@/lib/api/checkout';
import { choosePickupPointAtom } from '@/lib/client/cart-actions';
import { pickupPointAtom, pickupPointIdAtom } from '@/lib/client/cart-atoms';
import { usePromiseCity } from '@/lib/client/shopper-city';
import { toastError } from '@/lib/client/toast-error';
import { servicesWithMethod } from '@/lib/config/delivery-tariffs';
import { OptionList } from './option-list';
import { FieldError } from './text-field';
import styles from './checkout.module.css';

/** The service filter: every service that delivers to pickup points, by its id (the `currier_service_id`). */
const SERVICES = [
  { id: '', name: 'Все службы' },
  ...servicesWithMethod('pvz').map((s) => ({ id: String(s.id), name: s.name })),
];

/**
 * Pickup points as a searchable list (city, service, address) — works without any map service. It starts with
 * the shopper's city (the header's chooser), else the default one.
 */
export function PickupPointChooser() {
  const shopperCity = usePromiseCity();
  const [picked, setCity] = useState<string | null>(null);
  const city = picked ?? shopperCity;
  const [service, setService] = useState('');
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const params = new URLSearchParams({
    city: city ?? '',
    ...(service ? { currier_service_id: service } : {}),
    ...(q ? { q } : {}),
  });
  const { data, isLoading } = useSWR<PickupPointListResponse>(
    city ? `/api/cart/pvz-list?${params}` : null,
    swrFetcher,
    {
      keepPreviousData: true,
    },
  );
  const chosenId = useAtomValue(pickupPointIdAtom);
  const chosen = useAtomValue(pickupPointAtom);
  const choose = useSetAtom(choosePickupPointAtom);

  return (
    <div className={styles.section} data-testid="pickup-point-chooser">
      <div className={styles.filters}>
        <label className={styles.field}>
          <span>Город</span>
          <select value={city ?? ''} onChange={(e) => setCity(e.target.value)} data-testid="pickup-point-city">
            {(data?.cities ?? [city ?? '']).map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>Служба</span>
          <select value={service} onChange={(e) => setService(e.target.value)}>
            {SERVICES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>Поиск по адресу</span>
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Улица или индекс"
            data-testid="pickup-point-search"
          />
        </label>
      </div>
      {chosen && (
        <p className={styles.chosen} data-testid="pickup-point-chosen">
          Выбран пункт {chosen.service}: {chosen.city}, {chosen.address}. {chosen.hours}
        </p>
      )}
      <OptionList
        label="Пункт выдачи"
        name="pvz_id"
        testId="pickup-point-list"
        className={styles.points}
        items={data?.pvz ?? []}
        chosenId={chosenId}
        onChoose={(p) =>
          choose(p).catch((e) => toastError(e instanceof ApiError ? e.message : 'Не удалось выбрать пункт'))
        }
        title={(p) => (
          <>
            <span>{p.address}</span>
            <span>{p.service}</span>
          </>
        )}
        note={(p) => `${p.postcode}, ${p.city} · ${p.hours}`}
      >
        {data && data.pvz.length === 0 && <li className={styles.muted}>Ничего не нашлось — измените поиск.</li>}
        {!data && isLoading && <li className={styles.muted}>Загружаем пункты выдачи…</li>}
      </OptionList>
      <FieldError name="pvz_id" />
    </div>
  );
}
