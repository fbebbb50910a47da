// Address suggestions for the courier form, through one adapter: DaData's suggestions API when DADATA_API_KEY is
// set (DADATA_API_URL points it at another server speaking the same API: the tests' stand-in), else the shop's own
// list of delivery cities, which knows cities and their postcodes but no streets. The postcode a suggestion
// carries is what the checkout prices the delivery by. DaData failing (down, slow, out of quota) falls back to the
// city list: a shopper can always type the address by hand. So does the shop's own daily cap on requests to DaData
// (DADATA_DAILY_LIMIT, counted in the rate limits' store, shared by every instance): its quota is per day and the
// shop's, so the cap keeps a flood from many addresses from spending it, and DaData from refusing for the rest of
// the day.
import type { AddressParts, AddressSuggestResponse, AddressSuggestion } from '@/lib/api/delivery';
import type { DbOrTx } from '@/lib/db/client';
import { serverEnv } from '@/lib/server/env';
import { countRateLimit, LIMITS } from '@/lib/server/rate-limit';
import { deliveryCities } from './city-promise';
import { foldForSearch } from './pickup-points';

const DADATA_DEFAULT_API_URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs';
const TIMEOUT_MS = 3000;
const COUNT = 7;

/** The fields of DaData's address `data` the shop reads (it sends many more). */
type DadataAddress = {
  postal_code?: string | null;
  city?: string | null;
  settlement?: string | null;
  street_with_type?: string | null;
  house?: string | null;
  block_type?: string | null;
  block?: string | null;
  flat?: string | null;
};
type DadataAnswer = { suggestions?: { value?: string; data?: DadataAddress }[] };

const part = (v: string | null | undefined) => (typeof v === 'string' ? v : '');

/** DaData's address split into the form's parts («корп 2» / «стр 1» go to building with their type). */
function fromDadata(value: string, data: DadataAddress): AddressSuggestion {
  const block = part(data.block);
  const address: AddressParts = {
    city: part(data.city) || part(data.settlement),
    street: part(data.street_with_type),
    house: part(data.house),
    building: block ? [part(data.block_type), block].filter(Boolean).join(' ') : '',
    flat: part(data.flat),
    postcode: part(data.postal_code),
  };
  return { value, address };
}

async function askDadata(key: string, apiUrl: string, q: string, city?: string): Promise<AddressSuggestion[]> {
  const res = await fetch(`${apiUrl.replace(/\/$/, '')}/suggest/address`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Token ${key}` },
    body: JSON.stringify({ query: q, count: COUNT, ...(city ? { locations: [{ city }] } : {}) }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`DaData answered ${res.status}`);
  const answer = (await res.json()) as DadataAnswer;
  return (answer.suggestions ?? [])
    .filter((s) => typeof s.value === 'string' && s.data)
    .map((s) => fromDadata(s.value!, s.data!));
}

/** The shop's cities whose name starts with the query's first word: a city and its postcode, nothing finer. */
async function fromCities(db: DbOrTx, q: string): Promise<AddressSuggestion[]> {
  const wanted = foldForSearch(q.replace(/[,.]/g, ' '));
  const cities = await deliveryCities(db);
  return cities
    .filter((c) => {
      const name = foldForSearch(c.city);
      return name.startsWith(wanted) || wanted.startsWith(`${name} `) || wanted === name;
    })
    .slice(0, COUNT)
    .map((c) => ({
      value: c.city,
      address: { city: c.city, street: '', house: '', building: '', flat: '', postcode: c.postcode },
    }));
}

/** Moscow is UTC+3 all year: DaData's day, by which it counts its quota. */
const MOSCOW_OFFSET_MS = 3 * 3600 * 1000;
const dadataDay = () => new Date(Date.now() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Counts one request to DaData against the day's cap, before it is sent (parallel requests cannot all slip under
 * it); false once the day's cap is spent.
 */
async function withinDailyCap(): Promise<boolean> {
  const limit = serverEnv().DADATA_DAILY_LIMIT;
  const sent = await countRateLimit({ ...LIMITS.dadataDay, limit }, dadataDay());
  if (sent === limit + 1)
    console.warn(`[address] ${limit} requests to DaData today: the city list answers until tomorrow`);
  return sent <= limit;
}

export async function suggestAddress(db: DbOrTx, q: string, city?: string): Promise<AddressSuggestResponse> {
  const { DADATA_API_KEY: key, DADATA_API_URL } = serverEnv();
  if (key && (await withinDailyCap())) {
    try {
      return { suggestions: await askDadata(key, DADATA_API_URL || DADATA_DEFAULT_API_URL, q, city), source: 'dadata' };
    } catch (error) {
      console.warn('[address] DaData suggestions failed, the city list answers:', (error as Error).message);
    }
  }
  return { suggestions: await fromCities(db, q), source: 'cities' };
}
