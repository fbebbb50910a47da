/** @jest-environment jsdom */
// The e-commerce events reach window.dataLayer only with a counter id and the shopper's «Принять»; events made
// before the setting arrives wait for it; the purchase waits for the next page.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';

type Analytics = typeof import('./analytics');

/** A fresh copy of the module (its state is per page), with the given answer already stored or not. */
async function freshModules(answer: 'accepted' | 'rejected' | null): Promise<{ analytics: Analytics }> {
  document.cookie = answer
    ? `cookie_consent=${answer}; path=/`
    : 'cookie_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  let modules!: { analytics: Analytics };
  await jest.isolateModulesAsync(async () => {
    modules = { analytics: await import('./analytics') };
  });
  return modules;
}

const layer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
const doll = { id: '7', name: 'Кукла Маша', price: 1990 };

beforeEach(() => {
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  delete (window as unknown as { ym?: unknown }).ym;
  sessionStorage.clear();
  document.head.innerHTML = '';
});

describe('analytics', () => {
  it('pushes Метрика’s documented objects with a counter and consent', async () => {
    const { analytics } = await freshModules('accepted');
    analytics.setMetrikaCounter('123');
    analytics.trackProductView({ ...doll, category: 'Куклы' });
    analytics.trackCartAdd(doll, 2);
    analytics.trackCartRemove(doll, 1);
    expect(layer()).toEqual([
      { ecommerce: { currencyCode: 'RUB', detail: { products: [{ ...doll, category: 'Куклы' }] } } },
      { ecommerce: { currencyCode: 'RUB', add: { products: [{ ...doll, quantity: 2 }] } } },
      { ecommerce: { currencyCode: 'RUB', remove: { products: [{ ...doll, quantity: 1 }] } } },
    ]);
  });

  it('pushes nothing and loads nothing without consent or without a counter', async () => {
    for (const [answer, id] of [
      [null, '123'],
      ['rejected', '123'],
      ['accepted', null],
    ] as const) {
      const { analytics } = await freshModules(answer);
      analytics.setMetrikaCounter(id);
      analytics.trackProductView(doll);
      analytics.trackCartAdd(doll, 1);
      analytics.loadMetrika();
      expect(layer()).toEqual([]);
      expect(document.querySelector('script')).toBeNull();
      expect('ym' in window).toBe(false);
    }
  });

  it('keeps events made before the setting arrives, then pushes or drops them', async () => {
    const on = (await freshModules('accepted')).analytics;
    on.trackProductView(doll);
    expect(layer()).toEqual([]);
    on.setMetrikaCounter('123');
    expect(layer()).toHaveLength(1);

    delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    const off = (await freshModules('accepted')).analytics;
    off.trackProductView(doll);
    off.setMetrikaCounter(null);
    expect(layer()).toEqual([]);
  });

  it('reports the purchase once, on the next page, with the order number', async () => {
    const { analytics } = await freshModules('accepted');
    analytics.setMetrikaCounter('123');
    analytics.trackPurchase('К-000123', [{ ...doll, quantity: 1 }]);
    expect(layer()).toEqual([]);
    // The next page: its own modules, the order waiting in sessionStorage.
    const next = (await freshModules('accepted')).analytics;
    next.setMetrikaCounter('123');
    next.flushPurchase();
    expect(layer()).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          purchase: { actionField: { id: 'К-000123' }, products: [{ ...doll, quantity: 1 }] },
        },
      },
    ]);
  });

  it('loads the tag once after consent, initialised for the dataLayer container', async () => {
    const { analytics } = await freshModules('accepted');
    analytics.setMetrikaCounter('123');
    analytics.loadMetrika();
    analytics.loadMetrika();
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe('https://mc.yandex.ru/metrika/tag.js');
    expect(scripts[0].async).toBe(true);
    const queued = (window as unknown as { ym: { a: IArguments[] } }).ym.a.map((args) => Array.from(args));
    expect(queued).toEqual([[123, 'init', expect.objectContaining({ ecommerce: 'dataLayer' })]]);
  });

  describe('addresses with a letter’s token', () => {
    const calls = () =>
      ((window as unknown as { ym?: { a?: IArguments[] } }).ym?.a ?? []).map((args) => Array.from(args));
    const referrer = (value: string) => Object.defineProperty(document, 'referrer', { value, configurable: true });
    afterEach(() => {
      history.replaceState(null, '', '/');
      referrer('');
    });

    it.each(['/reset-password/4f1c0a9e2b7d', '/alerts/unsubscribe?token=abc.def'])(
      'loads no counter on %s',
      async (path) => {
        history.replaceState(null, '', path);
        const { analytics } = await freshModules('accepted');
        analytics.setMetrikaCounter('123');
        analytics.loadMetrika();
        expect(document.querySelector('script')).toBeNull();
        expect('ym' in window).toBe(false);
        expect(analytics.metrikaLoaded()).toBe(false);
      },
    );

    it('loads no counter on a page opened from such an address (its first view would report it)', async () => {
      referrer('http://localhost/reset-password/4f1c0a9e2b7d');
      const { analytics } = await freshModules('accepted');
      analytics.setMetrikaCounter('123');
      analytics.loadMetrika();
      expect(document.querySelector('script')).toBeNull();
    });

    it('sends no page view of such an address, and none names it as the referrer', async () => {
      const { analytics } = await freshModules('accepted');
      analytics.setMetrikaCounter('123');
      analytics.loadMetrika();
      analytics.metrikaHit('http://localhost/reset-password/4f1c0a9e2b7d', 'http://localhost/');
      analytics.metrikaHit('http://localhost/alerts/unsubscribe?token=abc.def', 'http://localhost/');
      analytics.metrikaHit('http://localhost/about', 'http://localhost/reset-password/4f1c0a9e2b7d');
      expect(calls().slice(1)).toEqual([
        [123, 'hit', 'http://localhost/about', { referer: 'http://localhost/reset-password' }],
      ]);
      expect(JSON.stringify(calls())).not.toMatch(/4f1c0a9e2b7d|abc\.def/);
    });
  });
});
