// The shopper's city and the delivery promise (product pages, cards, the checkout's start), and the address
// suggestions of the courier form. Money in whole roubles.
import { z } from 'zod';
import type { MethodCode } from '@/lib/config/delivery-tariffs';
import { countOf, plural } from '@/lib/format/plural';
import { formatPrice } from '@/lib/format/price';

/** A city the delivery data knows (it has pickup points) and the postcode courier and post are priced by. */
export type DeliveryCity = { city: string; postcode: string };

// GET /api/delivery/cities
export type DeliveryCitiesResponse = { cities: DeliveryCity[] };

const cityName = z
  .string({ message: 'укажите город' })
  .trim()
  .min(1, 'укажите город')
  .max(100, 'не длиннее 100 символов');

// GET /api/delivery/promise?city=
export const promiseQuery = z.object({ city: cityName });

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

// GET /api/delivery/address-suggest?q=&city=
export const addressSuggestQuery = z.object({
  q: z.string({ message: 'введите адрес' }).trim().min(2, 'не короче 2 символов').max(200, 'не длиннее 200 символов'),
  city: cityName.optional(),
});

/** A structured address as the suggestion service splits it; empty strings for the parts it does not know. */
export type AddressParts = {
  city: string;
  street: string;
  house: string;
  building: string;
  flat: string;
  postcode: string;
};

export type AddressSuggestion = { value: string; address: AddressParts };
export type AddressSuggestResponse = { suggestions: AddressSuggestion[]; source: 'dadata' | 'cities' };

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
