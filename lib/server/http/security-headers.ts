import { publicEnv } from '@/lib/config/public-env';
import { metrikaCounterId } from '@/lib/server/analytics/metrika';
import { yookassaConfig } from '@/lib/server/payments/yookassa-config';
import type { ShopResponse } from './shop-response';

/**
 * The security headers of every response the shop sends, written here only. A step of the shop's server
 * (server-steps.ts) has each response add them as its headers go out (sendSecurityHeaders), so pages, API answers,
 * static files, Next's own error answers and response-cache hits all carry them.
 */

/** YooKassa's hosted payment page, where its confirmation_url sends the shopper (the API lives on another host). */
const YOOKASSA_PAYMENT_PAGE = 'https://yoomoney.ru';

/**
 * Яндекс Метрика's hosts, from its guide to installing the counter on a site with a CSP: the tag is loaded from
 * mc.yandex.ru (its modules from yastatic.net), and it reports with images, fetches and sockets to the regional
 * mc.yandex.* hosts (the visitor's country decides which) and mc.webvisor.*. Allowed only when the counter id is set.
 */
const METRIKA_HOSTS = [
  'mc.yandex.ru',
  'mc.yandex.az',
  'mc.yandex.by',
  'mc.yandex.co.il',
  'mc.yandex.com',
  'mc.yandex.com.am',
  'mc.yandex.com.ge',
  'mc.yandex.com.tr',
  'mc.yandex.ee',
  'mc.yandex.fr',
  'mc.yandex.kg',
  'mc.yandex.kz',
  'mc.yandex.lt',
  'mc.yandex.lv',
  'mc.yandex.md',
  'mc.yandex.tj',
  'mc.yandex.tm',
  'mc.yandex.uz',
  'mc.webvisor.com',
  'mc.webvisor.org',
];
const METRIKA_SCRIPT_ORIGINS = ['https://mc.yandex.ru', 'https://yastatic.net'];
const METRIKA_REPORT_ORIGINS = [...METRIKA_HOSTS.map((h) => `https://${h}`), 'https://yastatic.net'];
const METRIKA_SOCKET_ORIGINS = METRIKA_HOSTS.map((h) => `wss://${h}`);

/** What the policy allows beyond the shop itself. */
export interface CspSources {
  /** Origins forms may submit to (the payment provider). */
  formTargets: readonly string[];
  /** Origins the browser may call (a separate API origin, NEXT_PUBLIC_API_BASE). */
  connectTargets: readonly string[];
  /** `next dev`: React's development build evaluates code (source maps, refresh). */
  development: boolean;
  /** Яндекс Метрика is configured (NEXT_PUBLIC_YANDEX_METRIKA_ID): its hosts are allowed. */
  metrika?: boolean;
}

/**
 * The Content-Security-Policy. It must hold for pages rendered once and served from caches to everyone, so it
 * cannot carry a per-request nonce; and Next.js writes the RSC payload of every page as inline
 * `<script>self.__next_f.push(…)</script>` chunks whose text differs per page and per render, so no list of
 * hashes can cover them either (and a hash or nonce in script-src would make browsers ignore 'unsafe-inline').
 * Inline scripts therefore stay allowed; what keeps injected markup from loading anything is the rest: scripts
 * only from the shop itself (and Яндекс Метрика's hosts when it is configured), no plugins, no <base> rewriting, forms only to the shop and the payment provider,
 * no framing, and every other fetch limited to the shop.
 */
export function contentSecurityPolicy({ formTargets, connectTargets, development, metrika }: CspSources): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      "'unsafe-inline'",
      ...(development ? ["'unsafe-eval'"] : []),
      ...(metrika ? METRIKA_SCRIPT_ORIGINS : []),
    ],
    // React writes style attributes (next/image, progress bars): they need 'unsafe-inline' in style-src.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...(metrika ? METRIKA_REPORT_ORIGINS : [])],
    ['font-src', "'self'", 'data:'],
    [
      'connect-src',
      "'self'",
      ...connectTargets,
      ...(metrika ? [...METRIKA_REPORT_ORIGINS, ...METRIKA_SOCKET_ORIGINS] : []),
    ],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...formTargets],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=(), browsing-topics=()';

/** Two years (the preload lists' minimum) of https only; not a cache lifetime, so not in lib/cache/policy.ts. */
const HSTS_SECONDS = 2 * 365 * 24 * 60 * 60;
/** Sent only over https: browsers ignore it on plain http anyway. */
export const HSTS = `max-age=${HSTS_SECONDS}; includeSubDomains`;

/** The origin of an absolute URL, or null for a relative one or garbage. */
function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

let cachedPolicy: string | undefined;

/** This process's policy: its environment does not change while it runs. */
function shopPolicy(): string {
  if (cachedPolicy) return cachedPolicy;
  const yookassa = yookassaConfig();
  const formTargets = yookassa ? [...new Set([YOOKASSA_PAYMENT_PAGE, originOf(yookassa.apiUrl)])] : [];
  const apiOrigin = originOf(publicEnv.apiBase);
  cachedPolicy = contentSecurityPolicy({
    formTargets: formTargets.filter((o): o is string => !!o),
    connectTargets: apiOrigin ? [apiOrigin] : [],
    development: publicEnv.isDevelopment,
    metrika: metrikaCounterId() !== null,
  });
  return cachedPolicy;
}

/** The headers for one response; `https`: the shopper reached the shop over https (client-address.ts). */
export function securityHeaders(https: boolean): [name: string, value: string][] {
  const headers: [string, string][] = [
    ['Content-Security-Policy', shopPolicy()],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    // For browsers that predate frame-ancestors.
    ['X-Frame-Options', 'DENY'],
  ];
  if (https) headers.push(['Strict-Transport-Security', HSTS]);
  return headers;
}

/**
 * The server step that has every answer carry the security headers when its head is written, each unless the
 * answer set its own (shop-response.ts): an answer may tighten one (the sandboxed CSP of an uploaded SVG in
 * app/media, Next's image optimiser), and Next never replaces a header already present, so setting them up front
 * would loosen those.
 */
export function sendSecurityHeaders(response: ShopResponse, https: boolean) {
  response.addDefaultHeaders(securityHeaders(https));
}
