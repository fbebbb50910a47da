// The delivery promise for the shopper's city: its shape and its wording («Доставка в Казань — 3–6 дней, от 329 ₽»).
// Zod-free, because the product page and the cards draw it in the browser (the requests' schemas are in delivery.ts).
import type { MethodCode } from '@/lib/config/delivery-tariffs';
import { countOf, plural } from '@/lib/format/plural';
import { formatPrice } from '@/lib/format/price';

/** One way to get the parcel there: the method, its cheapest (or fastest) service, the tariff and its days. */
export type PromiseOption = {
  method: MethodCode;
  method_name: string;
  service_id: number;
  service: string;
  price: number;
  min_days: number;
  max_days: number;
};

export type CityPromise = {
  city: string;
  postcode: string;
  zone: string;
  /** Goods from this sum travel free (null: never). */
  free_delivery_from: number | null;
  cheapest: PromiseOption;
  fastest: PromiseOption;
  /** Per method its cheapest option, and its fastest when that is another one. */
  options: PromiseOption[];
};

const DAYS: readonly [string, string, string] = ['день', 'дня', 'дней'];

/** «2–4 дня», «3 дня» (the form follows the last number). */
export function daysText(min: number, max: number): string {
  return min === max ? countOf(max, DAYS) : `${min}–${max} ${plural(max, DAYS)}`;
}

/** What delivery costs for goods worth `goods`: «бесплатно» from the threshold, else the tariff. */
export function priceText(price: number, freeFrom: number | null, goods: number): string {
  return (freeFrom !== null && goods >= freeFrom) || price === 0 ? 'бесплатно' : formatPrice(price);
}

/**
 * A city after «в» (the accusative): «Москва» → «Москву», «Казань» and «Нижний Новгород» stay. Enough for the
 * city names the delivery data holds (nouns in -а/-я change, the others do not).
 */
function cityAccusative(city: string): string {
  if (/[^-\s]а$/.test(city)) return `${city.slice(0, -1)}у`;
  if (/[^-\s]я$/.test(city)) return `${city.slice(0, -1)}ю`;
  return city;
}

/** The one-line promise: «Доставка в Казань — 3–6 дней, от 329 ₽» (or «…, бесплатно» from the threshold). */
export function promiseLine(promise: CityPromise, goods: number): string {
  const days = daysText(promise.fastest.min_days, promise.cheapest.max_days);
  const price = priceText(promise.cheapest.price, promise.free_delivery_from, goods);
  return `Доставка в ${cityAccusative(promise.city)} — ${days}, ${price === 'бесплатно' ? price : `от ${price}`}`;
}
