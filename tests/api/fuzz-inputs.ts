// What the fuzz pass (fuzz.test.ts) sends: every route handler found under app/api, its URL with dynamic segments
// filled in, and hostile bodies and query strings. The field names are those of the request schemas in lib/api;
// their "plausible" values name rows that do not exist (id 999 999), so a body that gets past validation still
// runs the service's queries without changing what the other suites work with.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../support/server';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type ApiRoute = {
  /** The route's file, relative to the repository (for messages). */
  file: string;
  /** The URL pattern, e.g. `/api/admin/orders/[number]/status`. */
  pattern: string;
  /** The dynamic segments' names in order (`path` of `[...path]` included). */
  segments: string[];
  methods: HttpMethod[];
  staff: boolean;
};

const API_DIR = path.join(ROOT, 'app/api');

/** Walks app/api for route.ts files; route groups `(x)` never appear in a URL. */
export function apiRoutes(dir = API_DIR): ApiRoute[] {
  const found: ApiRoute[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...apiRoutes(full));
    else if (entry.name === 'route.ts') found.push(describeRoute(full));
  }
  return found.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

function describeRoute(file: string): ApiRoute {
  const parts = path
    .relative(API_DIR, path.dirname(file))
    .split(path.sep)
    .filter((p) => p && !/^\(.*\)$/.test(p));
  const source = fs.readFileSync(file, 'utf8');
  const methods = HTTP_METHODS.filter((m) =>
    new RegExp(`export\\s+(const|async\\s+function|function)\\s+${m}\\b|export\\s*\\{[^}]*\\b${m}\\b[^}]*\\}`).test(
      source,
    ),
  );
  const pattern = `/api/${parts.join('/')}`.replace(/\/$/, '');
  return {
    file: path.relative(ROOT, file),
    pattern,
    segments: parts.filter((p) => p.startsWith('[')).map((p) => p.replace(/^\[(\.\.\.)?|\]$/g, '')),
    methods,
    staff: pattern.startsWith('/api/admin'),
  };
}

/** Values that name nothing but have the right shape, per segment name. */
const PLAUSIBLE_SEGMENT: Record<string, string> = {
  id: '999999',
  number: 'K-999999',
  code: 'NOPE999',
  kind: 'question',
  provider: 'test',
  path: 'no-such-thing',
};

/** Hostile segment values, already URL-encoded (each stays one segment). */
export const HOSTILE_SEGMENTS = [
  '-1',
  '0',
  '99999999999999999999999',
  '1e400',
  '1.5',
  'abc',
  '%00',
  '1%00',
  'a%00b',
  '%0A',
  'a%09b',
  '%2500',
  '%F0%9F%A7%B8',
  'x'.repeat(2000),
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20OR%20'1'%3D'1",
];

/** A %-escape that decodes to no character: Next.js fails on it before any handler runs (see fuzz.test.ts). */
export const MALFORMED_ESCAPE = '%E0%A4%A';

export const plausibleSegment = (segment: string) => PLAUSIBLE_SEGMENT[segment] ?? 'x';

export function urlOf(route: ApiRoute, fill: (segment: string) => string = plausibleSegment): string {
  let url = route.pattern;
  for (const segment of route.segments) url = url.replace(new RegExp(`\\[(\\.\\.\\.)?${segment}\\]`), fill(segment));
  return url;
}

/** Every field name of the request schemas in lib/api, with a value of the right type naming nothing. */
const PLAUSIBLE_FIELDS: Record<string, unknown> = {
  action: 'hide',
  active: true,
  address: 'Москва, ул. Тверская, д. 1',
  age_from: 3,
  agreement: true,
  amount: 100,
  article: 'FUZZ-1',
  brand: 'Фазз',
  category: 'no-such-category',
  category_id: 999999,
  category_ids: [999999],
  city: 'Москва',
  code: 'NOPE999',
  comment: 'комментарий',
  company: 'ООО «Фазз»',
  count: 1,
  currier_id: 999999,
  currier_service_id: 999999,
  description: 'описание',
  email: 'fuzz@example.com',
  ends_at: '2099-01-01',
  from: '2024-01-01',
  hidden: false,
  hours: '10:00–20:00',
  id: 999999,
  ids: [999999],
  images: [],
  index: 0,
  is_active: true,
  is_hit: false,
  is_new: false,
  is_special: false,
  kind: 'question',
  lat: 55.75,
  lng: 37.62,
  login: 'fuzz-nobody@example.com',
  max_days: 5,
  message: 'сообщение',
  middle_name: 'Сергеевна',
  min_days: 1,
  min_total: 0,
  name: 'Анна',
  new_password: 'fuzz-password-2',
  news: true,
  no_photo: false,
  num: 1,
  old_password: 'fuzz-password-1',
  old_price: null,
  order_item_id: 999999,
  page: 1,
  parent_id: 999999,
  password: 'fuzz-password-1',
  path: '/',
  payment: 'card',
  payment_id: 999999,
  percent: 10,
  phone: '+7 (916) 123-45-67',
  pid: 999999,
  postcode: '630091',
  price: 100,
  promo_code: 'NOPE999',
  pvz_id: 'NOPE-PVZ',
  q: 'кукла',
  query: 'кукла',
  rating: 5,
  recovery_code: 'nope-nope',
  reply: 'ответ',
  seo_text: 'текст',
  service: 'cdek',
  service_id: 999999,
  shipping_id: 999999,
  slug: 'no-such-slug',
  sort: 'price_asc',
  specs: {},
  starts_at: '2024-01-01',
  status: 'paid',
  stock: 1,
  surname: 'Иванова',
  text: 'текст',
  to: '2099-01-01',
  token: 'nope',
  track_number: 'NOPE',
  usage_limit: 1,
  value: 1,
};

/** The plausible body with each string, number or other value replaced by what `swap` makes of it. */
function everyField(swap: { string?: (v: string) => unknown; number?: (v: number) => unknown; other?: unknown }) {
  return Object.fromEntries(
    Object.entries(PLAUSIBLE_FIELDS).map(([k, v]) => {
      if (typeof v === 'string' && swap.string) return [k, swap.string(v)];
      if (typeof v === 'number' && swap.number) return [k, swap.number(v)];
      if (swap.other !== undefined) return [k, swap.other];
      return [k, v];
    }),
  );
}

export type HostileBody = { name: string; body?: string | Buffer; contentType?: string | null };

const json = (value: unknown) => JSON.stringify(value);

/** The bodies sent to every method a route exports (but GET). */
export const HOSTILE_BODIES: HostileBody[] = [
  { name: 'malformed JSON', body: '{"pid": 1,' },
  { name: 'empty body', body: '' },
  { name: 'JSON null', body: 'null' },
  { name: 'JSON array', body: '[1,2,3]' },
  { name: 'JSON string', body: '"кукла"' },
  { name: 'number beyond float', body: '1e999' },
  { name: 'plausible fields', body: json(PLAUSIBLE_FIELDS) },
  { name: 'NUL in every string', body: json(everyField({ string: (v) => `${v}\u0000` })) },
  { name: 'emoji in every string', body: json(everyField({ string: () => '🧸🎎\u200d👩‍👧 𝕂' })) },
  { name: 'lone surrogate strings', body: json(everyField({ string: () => '\ud83e' })) },
  { name: 'long strings', body: json(everyField({ string: () => 'я'.repeat(300) })) },
  { name: 'huge numbers', body: json(everyField({ number: () => 1e308 })) },
  { name: 'numbers past int4', body: json(everyField({ number: () => 2_147_483_648 })) },
  { name: 'unsafe integers', body: json(everyField({ number: () => 9_007_199_254_740_993 })) },
  { name: 'negative numbers', body: json(everyField({ number: () => -1 })) },
  { name: 'fractions', body: json(everyField({ number: () => 0.5 })) },
  { name: 'numbers as odd strings', body: json(everyField({ number: () => '1e3' })) },
  { name: 'objects everywhere', body: json(everyField({ string: () => ({ $gt: '' }), number: () => [1], other: {} })) },
  { name: 'prototype keys', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
  { name: 'deep nesting', body: '['.repeat(5000) + ']'.repeat(5000) },
  { name: 'over 64 KB', body: json({ text: 'я'.repeat(70_000) }) },
  { name: 'bytes that are not UTF-8', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { name: 'JSON as text/plain', body: json(PLAUSIBLE_FIELDS), contentType: 'text/plain' },
  { name: 'JSON without a content type', body: json(PLAUSIBLE_FIELDS), contentType: null },
  { name: 'form-encoded', body: 'pid=1&count=%00&email=a%40b', contentType: 'application/x-www-form-urlencoded' },
  {
    name: 'broken multipart',
    body: '--X\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n\u0000\u0000',
    contentType: 'multipart/form-data; boundary=X',
  },
  { name: 'multipart without boundary', body: 'junk', contentType: 'multipart/form-data' },
];

/** Query strings sent to every GET a route exports. */
export const HOSTILE_QUERIES: { name: string; query: string }[] = [
  { name: 'no query', query: '' },
  {
    name: 'hostile values',
    query: 'query=%00&q=%F0%9F%A7%B8&page=-1&limit=1e400&sort=%00&id=99999999999999999999&to=%E2%80%AE',
  },
  { name: 'numbers past int4', query: 'page=2147483648&limit=2147483648&per_page=2147483648&id=2147483648' },
  { name: 'repeated keys', query: 'page=1&page=2&query=a&query=b&status=new&status=paid' },
  { name: 'long values', query: `query=${'я'.repeat(1500)}&q=${'x'.repeat(3000)}` },
  { name: 'malformed escapes', query: 'query=%E0%A4%A&page=%' },
];

/** What a stack trace or a server path looks like in an answer. */
export function leaksInternals(text: string): string | null {
  const patterns: RegExp[] = [
    /\n\s+at \S.*:\d+:\d+/,
    /\bat (async )?[\w.<>]+ \([^)]*:\d+:\d+\)/,
    /node_modules[\\/]/,
    /\.next-test[\\/]/,
    /webpack-internal:/,
    /file:\/\//,
    new RegExp(ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  ];
  const hit = patterns.find((p) => p.test(text));
  return hit ? String(hit) : null;
}
