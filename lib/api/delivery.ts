// The shopper's city and the delivery promise (product pages, cards, the checkout's start), and the address
// suggestions of the courier form: the requests' schemas. Money in whole roubles. The promise's types and wording,
// which the browser needs, are zod-free in `delivery-promise.ts`.
import { z } from 'zod';

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
