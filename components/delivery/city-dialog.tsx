'use client';

import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Modal } from '@/components/auth/modal';
import { foldCase } from '@/lib/search/normalize';
import { cityChooserOpenAtom, useChooseCity, useDeliveryCities } from '@/lib/client/shopper-city';
import styles from './delivery.module.css';

const fold = (text: string) =>
  foldCase(text)
    .replace(/[-\s]+/g, ' ')
    .trim();

/**
 * The city chooser: a searchable list of the cities the delivery data knows. A modal (focus kept inside, Escape
 * closes); focus goes back to whatever opened it (the host's opener keeps it).
 */
export function CityDialog({ current, onClose }: { current: string | null; onClose: () => void }) {
  const { data, error } = useDeliveryCities(true);
  const choose = useChooseCity();
  const [query, setQuery] = useState('');
  const wanted = fold(query);
  const cities = (data?.cities ?? []).filter((c) => !wanted || fold(c.city).includes(wanted));
  const pick = (city: string) => {
    choose(city);
    onClose();
  };
  return (
    <Modal title="Выберите город" onClose={onClose} testId="city-dialog">
      <label className={styles.search}>
        <span>Город доставки</span>
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            // Enter takes the only (or first) city the search leaves.
            if (e.key === 'Enter' && cities[0]) {
              e.preventDefault();
              pick(cities[0].city);
            }
          }}
          placeholder="Начните вводить название"
          autoComplete="address-level2"
          data-testid="city-search"
        />
      </label>
      <ul className={styles.cities} data-testid="city-list">
        {cities.map((c) => (
          <li key={c.city}>
            <button
              type="button"
              className={styles.city}
              aria-current={c.city === current ? 'true' : undefined}
              onClick={() => pick(c.city)}
            >
              {c.city}
            </button>
          </li>
        ))}
        {data && cities.length === 0 && (
          <li className={styles.muted}>Такого города нет в списке — выберите ближайший.</li>
        )}
        {!data && !error && <li className={styles.muted}>Загружаем города…</li>}
        {error && <li className={styles.muted}>Не удалось загрузить города, попробуйте позже.</li>}
      </ul>
    </Modal>
  );
}

/** Opens the chooser (the phone menu's entry uses it). */
export function useOpenCityChooser() {
  return useSetAtom(cityChooserOpenAtom);
}
