// A local stand-in for DaData's address suggestions API, as documented (https://dadata.ru/api/suggest/address/):
// the shop's adapter runs against it in the tests (DADATA_API_URL). It speaks what the shop uses:
//   POST /suggest/address   `Authorization: Token <key>` (401 without the right key), a JSON body
//                           {query, count?, locations?: [{city}]}: `query` required (400 otherwise), `count`
//                           1…20 (default 10); `locations` restrict the suggestions to those cities
// and answers `{suggestions: [{value, unrestricted_value, data: {postal_code, city, street_with_type, house,
// block_type, block, flat, …}}]}` from a small address book: a suggestion matches when every word of the query
// is in its address.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Entry = {
  value: string;
  data: {
    postal_code: string | null;
    city: string | null;
    settlement: string | null;
    street_with_type: string | null;
    house: string | null;
    block_type: string | null;
    block: string | null;
    flat: string | null;
  };
};

const entry = (
  city: string,
  street: string,
  house: string,
  postcode: string,
  extra: { block?: [string, string]; flat?: string } = {},
): Entry => ({
  value: [
    `г ${city}`,
    street,
    `д ${house}`,
    extra.block ? `${extra.block[0]} ${extra.block[1]}` : '',
    extra.flat ? `кв ${extra.flat}` : '',
  ]
    .filter(Boolean)
    .join(', '),
  data: {
    postal_code: postcode,
    city,
    settlement: null,
    street_with_type: street,
    house,
    block_type: extra.block?.[0] ?? null,
    block: extra.block?.[1] ?? null,
    flat: extra.flat ?? null,
  },
});

/** The stand-in's addresses (the real service knows every address in Russia). */
const DADATA_ADDRESSES: readonly Entry[] = [
  entry('Казань', 'ул Баумана', '19', '420111'),
  entry('Казань', 'ул Пушкина', '12', '420015', { block: ['корп', '2'], flat: '34' }),
  entry('Москва', 'ул Тверская', '7', '125009'),
  entry('Новосибирск', 'Красный пр-кт', '25', '630099'),
];

export type DadataStandIn = {
  /** Base URL to put in DADATA_API_URL (the real one ends with /suggestions/api/4_1/rs). */
  apiUrl: string;
  apiKey: string;
  /** Every request that reached the API with the right key: its JSON body. */
  requests: any[];
  /** How many requests reached the suggestions endpoint at all (refused ones too): what DaData counts. */
  received(): number;
  /** While set, every request is refused with this status (403: the daily limit is spent; 429: too many). */
  refuseWith(status: number | null): void;
  stop(): Promise<void>;
};

const fold = (s: string) => s.toLowerCase().replace(/ё/g, 'е').replace(/[,.]/g, ' ');

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startDadataStandIn(apiKey = 'test-dadata-key'): Promise<DadataStandIn> {
  const requests: any[] = [];
  let received = 0;
  let refusal: number | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/suggestions/api/4_1/rs/suggest/address') {
        return reply(res, 404, { family: 'CLIENT_ERROR', reason: 'Not Found' });
      }
      received += 1;
      if (refusal) return reply(res, refusal, { family: 'CLIENT_ERROR', reason: 'Forbidden', message: 'Refused' });
      if (req.headers.authorization !== `Token ${apiKey}`) {
        return reply(res, 401, { family: 'CLIENT_ERROR', reason: 'Unauthorized', message: 'Invalid API key' });
      }
      let body: any;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return reply(res, 400, { family: 'CLIENT_ERROR', reason: 'Bad Request', message: 'Invalid JSON' });
      }
      const count = body?.count ?? 10;
      if (typeof body?.query !== 'string' || !Number.isInteger(count) || count < 1 || count > 20) {
        return reply(res, 400, { family: 'CLIENT_ERROR', reason: 'Bad Request', message: 'Invalid query or count' });
      }
      requests.push(body);
      const cities: string[] = (body.locations ?? []).map((l: { city?: string }) => l.city).filter(Boolean);
      const words = fold(body.query).split(/\s+/).filter(Boolean);
      const suggestions = DADATA_ADDRESSES.filter(
        (e) =>
          (cities.length === 0 || cities.some((c) => fold(c) === fold(e.data.city ?? ''))) &&
          words.every((w) => fold(e.value).includes(w)),
      )
        .slice(0, count)
        .map((e) => ({ value: e.value, unrestricted_value: `${e.data.postal_code}, ${e.value}`, data: e.data }));
      reply(res, 200, { suggestions });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/suggestions/api/4_1/rs`,
    apiKey,
    requests,
    received: () => received,
    refuseWith: (status) => {
      refusal = status;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
