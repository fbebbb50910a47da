'use client';

import { useSetAtom } from 'jotai';
import { daysText, priceText, promiseLine, type PromiseOption } from '@/lib/api/delivery-promise';
import { usePageIdle } from '@/lib/client/idle';
import { cityChooserOpenAtom, useCityPromise, usePromiseCity } from '@/lib/client/shopper-city';
import styles from './delivery.module.css';

/** «пункт выдачи Boxberry», «курьер СДЭК», «Почта России». */
function optionName(option: PromiseOption): string {
  if (option.method === 'pvz') return `пункт выдачи ${option.service}`;
  if (option.method === 'courier') return `курьер ${option.service}`;
  return option.service;
}

/**
 * The product page's promise for the shopper's city: the cheapest and the fastest way there, with days and price
 * («бесплатно» from the free-delivery threshold, for this product's price). Loaded by the browser: the page's
 * HTML is the same for every city.
 */
export function DeliveryPromise({ price }: { price: number }) {
  const city = usePromiseCity();
  const { data } = useCityPromise(city);
  const openChooser = useSetAtom(cityChooserOpenAtom);
  if (!data) return <div className={styles.promise} aria-hidden="true" data-testid="delivery-promise-pending" />;
  const ways =
    data.cheapest === data.fastest || sameOption(data.cheapest, data.fastest)
      ? [data.cheapest]
      : [data.cheapest, data.fastest];
  return (
    <section className={styles.promise} aria-label="Доставка" data-testid="delivery-promise">
      <p className={styles.promiseHead}>
        <span data-testid="delivery-promise-line">{promiseLine(data, price)}</span>
        <button type="button" className={styles.linkButton} onClick={() => openChooser(true)}>
          Другой город
        </button>
      </p>
      <ul className={styles.promiseList}>
        {ways.map((o, i) => (
          <li key={`${o.method}-${o.service_id}`}>
            {ways.length > 1 ? (i === 0 ? 'Дешевле всего: ' : 'Быстрее всего: ') : 'Дешевле и быстрее всего: '}
            {optionName(o)} — {daysText(o.min_days, o.max_days)}, {priceText(o.price, data.free_delivery_from, price)}
          </li>
        ))}
      </ul>
    </section>
  );
}

const sameOption = (a: PromiseOption, b: PromiseOption) => a.method === b.method && a.service_id === b.service_id;

/**
 * A card's one line: «Доставка в Казань — 3–6 дней, от 329 ₽»; the page's cards share one request per city. The line
 * is asked for once the page is idle after hydration: a grid has dozens of cards, and reading the city, the request
 * and the re-render of every card then stay out of the first paint and hydration (docs/adr/0078-below-fold-waits.md).
 * The paragraph keeps its height meanwhile, so filling it in moves nothing.
 */
export function CardPromise({ price }: { price: number }) {
  const idle = usePageIdle();
  return (
    <p className={styles.cardPromise} data-testid="card-promise">
      {idle ? <CardPromiseLine price={price} /> : null}
    </p>
  );
}

function CardPromiseLine({ price }: { price: number }) {
  const city = usePromiseCity();
  const { data } = useCityPromise(city);
  return data ? promiseLine(data, price) : null;
}
