// The address-suggestion adapter with DaData: the shop's server talks to a local stand-in that speaks DaData's
// documented suggestions API (tests/support/dadata-stand-in.ts). Suggestions come split into the form's parts,
// restricted to the shopper's city, and the postcode they bring is the one the checkout prices by. DaData
// refusing (a spent limit, an outage) falls back to the shop's city list, and so does the shop's own daily cap on
// requests to DaData once spent (DADATA_DAILY_LIMIT, small here). Needs a server of its own (DADATA_* set).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiClient, testDb } from '../support/api';
import { startDadataStandIn, type DadataStandIn } from '../support/dadata-stand-in';
import { createTestDatabase, DEFAULT_ADMIN_URL, type TestDatabase } from '../support/postgres-db';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let database: TestDatabase | undefined;
let dadata: DadataStandIn;
/** The shop's cap on requests to DaData a day: above what the tests before the cap's own send. */
const DAILY_LIMIT = 25;

beforeAll(async () => {
  dadata = await startDadataStandIn();
  if (testDb() === 'postgres') database = await createTestDatabase(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
  server = await startServer({
    databaseUrl: database?.url,
    label: `${testDb()}-dadata`,
    env: { DADATA_API_KEY: dadata.apiKey, DADATA_API_URL: dadata.apiUrl, DADATA_DAILY_LIMIT: String(DAILY_LIMIT) },
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await dadata?.stop();
});

const at = (path: string) => `${server.baseUrl}${path}`;
const suggest = (params: Record<string, string>) =>
  apiClient().api(at(`/api/delivery/address-suggest?${new URLSearchParams(params)}`));

describe('address suggestions through DaData', () => {
  it('asks DaData with the key, restricted to the city, and splits the answer into the parts', async () => {
    const res = await suggest({ q: 'Пушкина 12', city: 'Казань' });
    expect(res.status).toBe(200);
    expect(res.json.source).toBe('dadata');
    expect(res.json.suggestions).toEqual([
      {
        value: 'г Казань, ул Пушкина, д 12, корп 2, кв 34',
        address: {
          city: 'Казань',
          street: 'ул Пушкина',
          house: '12',
          building: 'корп 2',
          flat: '34',
          postcode: '420015',
        },
      },
    ]);
    expect(dadata.requests.at(-1)).toEqual({ query: 'Пушкина 12', count: 7, locations: [{ city: 'Казань' }] });
  });

  it('another city’s addresses are not suggested for this city', async () => {
    const res = await suggest({ q: 'Тверская', city: 'Казань' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ suggestions: [], source: 'dadata' });
    const anywhere = await suggest({ q: 'Тверская' });
    expect(anywhere.json.suggestions.map((s: { address: { postcode: string } }) => s.address.postcode)).toEqual([
      '125009',
    ]);
    expect(dadata.requests.at(-1)).not.toHaveProperty('locations');
  });

  it('the suggested postcode sets the courier tariff: the checkout charges what the promise says for the city', async () => {
    const client = apiClient();
    const methods = (await client.api(at('/api/cart/shipping-list'))).json.shipping;
    const courier = methods.find((m: { code: string }) => m.code === 'courier');
    const [suggestion] = (await suggest({ q: 'Баумана', city: 'Казань' })).json.suggestions;
    expect(suggestion.address.postcode).toBe('420111');
    const quote = await client.api(at('/api/cart/shipping-submit'), {
      method: 'POST',
      json: { shipping_id: courier.id, index: suggestion.address.postcode },
    });
    expect(quote.status).toBe(200);
    const promise = (await client.api(at(`/api/delivery/promise?${new URLSearchParams({ city: 'Казань' })}`))).json;
    const promised = promise.options.find((o: { method: string }) => o.method === 'courier');
    expect(quote.json.shipping_cost).toBe(promised.price);
    expect(quote.json.zone).toBe(promise.zone);
  });
});

describe('DaData refusing', () => {
  it.each([403, 429, 500])('an answer %i falls back to the shop’s city list', async (status) => {
    dadata.refuseWith(status);
    try {
      const before = dadata.requests.length;
      const res = await suggest({ q: 'Каз' });
      expect(res.status).toBe(200);
      expect(res.json.source).toBe('cities');
      expect(res.json.suggestions.map((s: { value: string }) => s.value)).toEqual(['Казань']);
      expect(dadata.requests.length).toBe(before);
    } finally {
      dadata.refuseWith(null);
    }
  });
});

// Last in this file: it spends the day's cap.
describe('the shop’s daily cap on requests to DaData', () => {
  it(`after ${DAILY_LIMIT} requests a day (refused ones too) the city list answers, without asking DaData`, async () => {
    // Many shoppers, each well within the limit per address, typing different addresses.
    const sources: string[] = [];
    for (let i = 0; sources.at(-1) !== 'cities' && i < DAILY_LIMIT + 5; i++) {
      const res = await suggest({ q: `Казань ${i}` });
      expect(res.status).toBe(200);
      sources.push(res.json.source);
    }
    expect(sources.at(-1)).toBe('cities');
    expect(sources.slice(0, -1).every((s) => s === 'dadata')).toBe(true);
    expect(dadata.received()).toBe(DAILY_LIMIT);
    // The checkout keeps working from the city list, and DaData is not asked again today.
    const after = await suggest({ q: 'Каз' });
    expect(after.json).toEqual({
      suggestions: [
        expect.objectContaining({
          value: 'Казань',
          address: expect.objectContaining({ postcode: expect.any(String) }),
        }),
      ],
      source: 'cities',
    });
    expect(dadata.received()).toBe(DAILY_LIMIT);
  });
});
