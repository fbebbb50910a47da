// Яндекс Метрика with its e-commerce events, and nothing of it unless the shop has a counter id
// (GET /api/analytics/config) AND the shopper pressed «Принять» in the cookie banner. The storefront's hook
// points call the track* functions; they push Метрика's documented e-commerce objects to window.dataLayer
// ({ecommerce: {currencyCode, detail|add|remove|purchase: {actionField?, products}}}), which the counter reads
// (initialised with `ecommerce: 'dataLayer'`). Without the id or the consent nothing is pushed or loaded.
// Nor on a page whose address holds a letter's token (secret-urls.ts): Метрика would keep the URL with its views.
import type { EcommerceProduct } from '@/lib/api/analytics';
import { readConsent } from './cookie-consent';
import { carriesSecret, withoutSecret } from './secret-urls';

type EcommerceAction = 'detail' | 'add' | 'remove' | 'purchase';
type Ym = ((...args: unknown[]) => void) & { a?: unknown[]; l?: number };
type MetrikaWindow = Window & { dataLayer?: unknown[]; ym?: Ym };

/** The counter's script: loaded only after consent (the CSP allows its hosts only when the id is set). */
const METRIKA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';
/** An order just placed, pushed on the next page the shopper sees (see trackPurchase). */
const PENDING_PURCHASE_KEY = 'metrika-purchase';
/** Events made before the setting arrived (a product page opened cold): kept, then pushed or dropped. */
const MAX_WAITING = 20;

/** The counter id; null: none configured; undefined: not known yet. */
let counterId: string | null | undefined;
const waiting: (() => void)[] = [];
let loaded = false;

const metrikaWindow = () => window as MetrikaWindow;

/** Events go out only with a counter and the shopper's «Принять»; the answer is read afresh each time. */
const active = () => !!counterId && readConsent() === 'accepted';

function push(action: EcommerceAction, products: EcommerceProduct[], actionField?: { id: string }) {
  const w = metrikaWindow();
  w.dataLayer = w.dataLayer || [];
  w.dataLayer.push({
    ecommerce: { currencyCode: 'RUB', [action]: actionField ? { actionField, products } : { products } },
  });
}

function track(action: EcommerceAction, products: EcommerceProduct[]) {
  if (typeof window === 'undefined' || products.length === 0) return;
  if (counterId === undefined) {
    if (waiting.length < MAX_WAITING) waiting.push(() => track(action, products));
    return;
  }
  if (active()) push(action, products);
}

/** The product page was opened. */
export const trackProductView = (product: EcommerceProduct) => track('detail', [product]);
/** `quantity` more of the product went into the cart. */
export const trackCartAdd = (product: EcommerceProduct, quantity: number) =>
  quantity > 0 && track('add', [{ ...product, quantity }]);
/** `quantity` of the product left the cart. */
export const trackCartRemove = (product: EcommerceProduct, quantity: number) =>
  quantity > 0 && track('remove', [{ ...product, quantity }]);

/**
 * An order was placed. Метрика loses data pushed just before the page is left, and the next page may be another
 * document (the payment page), so the order waits in sessionStorage and the next page pushes it (flushPurchase).
 */
export function trackPurchase(orderNumber: string, products: EcommerceProduct[]) {
  if (typeof window === 'undefined' || counterId === null || products.length === 0) return;
  try {
    sessionStorage.setItem(PENDING_PURCHASE_KEY, JSON.stringify({ id: orderNumber, products }));
  } catch {
    // Storage refused (private mode, quota): the purchase goes unreported, the order itself is placed.
  }
}

/** Pushes the order waiting from trackPurchase once, if the counter is on; dropped otherwise. */
export function flushPurchase() {
  if (typeof window === 'undefined' || counterId === undefined) return;
  let pending: { id: string; products: EcommerceProduct[] } | null = null;
  try {
    const raw = sessionStorage.getItem(PENDING_PURCHASE_KEY);
    if (!raw) return;
    sessionStorage.removeItem(PENDING_PURCHASE_KEY);
    pending = JSON.parse(raw);
  } catch {
    return;
  }
  if (pending && active()) push('purchase', pending.products, { id: pending.id });
}

/** The setting arrived: what waited goes out (or is dropped), and a waiting purchase with it. */
export function setMetrikaCounter(id: string | null) {
  counterId = id;
  for (const event of waiting.splice(0)) event();
  flushPurchase();
}

/**
 * Loads the counter (once, asynchronously), when it may: id set and consent given, and neither this page's address
 * nor the page it was opened from holds a secret (the counter reports both with its first page view). A page that
 * opened on such an address goes without the counter until the next page load.
 */
export function loadMetrika() {
  if (loaded || !active() || carriesSecret(location.href) || carriesSecret(document.referrer)) return;
  loaded = true;
  const w = metrikaWindow();
  w.dataLayer = w.dataLayer || [];
  if (!w.ym) {
    // Метрика's own stub: calls made before tag.js arrives wait in ym.a, and the tag replays them.
    const ym: Ym = function () {
      // eslint-disable-next-line prefer-rest-params -- the tag expects the arguments objects themselves
      (ym.a = ym.a || []).push(arguments);
    };
    ym.l = Date.now();
    w.ym = ym;
  }
  w.ym(Number(counterId), 'init', {
    ecommerce: 'dataLayer',
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = METRIKA_TAG_URL;
  document.head.appendChild(script);
}

/** A page view after a client-side navigation (the first one is counted by init); none of a page with a secret. */
export function metrikaHit(url: string, referer: string) {
  if (!loaded || !active() || carriesSecret(url)) return;
  metrikaWindow().ym?.(Number(counterId), 'hit', url, { referer: withoutSecret(referer) });
}

/** Whether the counter was loaded into this page: after a withdrawn consent only a reload removes it. */
export const metrikaLoaded = () => loaded;

/** A date in the past: a cookie set to expire then is deleted. */
const EXPIRED = new Date(0).toUTCString();

/** Метрика's own cookies (_ym_uid, _ym_d…), removed when the shopper withdraws consent. */
export function removeMetrikaCookies() {
  const names = document.cookie
    .split('; ')
    .map((c) => c.split('=')[0])
    .filter((n) => n.startsWith('_ym'));
  const host = location.hostname;
  const domains = ['', `; domain=${host}`, `; domain=.${host.split('.').slice(-2).join('.')}`];
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; expires=${EXPIRED}; path=/${domain}`;
  }
}
