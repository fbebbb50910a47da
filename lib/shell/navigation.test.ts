import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  hrefToString,
  isRefusedHref,
  navigateTo,
  NavigationRefusedError,
  planNavigation,
  sameOriginPath,
  type Navigator,
} from './navigation';
import {
  defineRouteMiddleware,
  resolveRouteMiddleware,
  runRouteMiddleware,
  UnknownMiddlewareError,
} from './route-middleware';
import { matchRouteRules, ROUTE_RULES, type RouteRules } from './route-rules';
import { markNewVersion, resetNewVersion } from './version-watch';

const BASE = 'https://shop.test/category/kukly?page=2';

afterEach(() => resetNewVersion());

describe('refused protocols and external addresses', () => {
  it('refuses javascript:, data: and vbscript: in any spelling', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:x',
      'java\tscript:x',
      'data:text/html,<b>',
      'VBScript:msgbox',
    ]) {
      expect(isRefusedHref(href)).toBe(true);
      expect(() => planNavigation(href, { external: true }, BASE, {})).toThrow(NavigationRefusedError);
    }
    for (const href of ['/cart', 'https://vk.com/x', 'mailto:a@b.ru', 'tel:+7', '#top', '?page=3'])
      expect(isRefusedHref(href)).toBe(false);
  });

  it('refuses another origin without the external flag, allows it with', () => {
    expect(() => planNavigation('https://old.shop.test/', {}, BASE, {})).toThrow(/external/);
    expect(() => planNavigation('//evil.test/x', {}, BASE, {})).toThrow(NavigationRefusedError);
    expect(() => planNavigation('mailto:shop@shop.test', {}, BASE, {})).toThrow(NavigationRefusedError);
    expect(planNavigation('https://old.shop.test/', { external: true }, BASE, {}).kind).toBe('external');
    expect(planNavigation('tel:+78001234567', { external: true }, BASE, {}).kind).toBe('external');
  });

  it('same-origin targets are in-app, relative ones resolved against the page', () => {
    const plan = planNavigation('../sale?sort=new#list', {}, BASE, {});
    expect(plan).toMatchObject({ kind: 'app' });
    expect(plan.url.href).toBe('https://shop.test/sale?sort=new#list');
  });
});

describe('route middleware (unknown middleware throws)', () => {
  it('throws on an unknown name before running any', () => {
    const ran = jest.fn();
    defineRouteMiddleware('probe', () => void ran());
    expect(() => resolveRouteMiddleware(['probe', 'no-such'])).toThrow(UnknownMiddlewareError);
    expect(() => runRouteMiddleware(['probe', 'no-such'], new URL(BASE))).toThrow(
      "Unknown route middleware: 'no-such'.",
    );
    expect(ran).not.toHaveBeenCalled();
  });

  it('a route rule naming an unknown middleware fails the navigation', () => {
    const rules: RouteRules = { '/secret': { middleware: ['typo'] } };
    expect(() => planNavigation('/secret', {}, BASE, rules)).toThrow(UnknownMiddlewareError);
  });

  it('first decision wins; redirects are followed in-app, with a limit', () => {
    defineRouteMiddleware('to-login', () => ({ kind: 'redirect', to: '/login' }));
    defineRouteMiddleware('loop', (to) => ({ kind: 'redirect', to: to.pathname }));
    defineRouteMiddleware('away', () => ({ kind: 'redirect', to: 'https://evil.test/' }));
    const rules: RouteRules = {
      '/cabinet/**': { middleware: ['to-login'] },
      '/loop': { middleware: ['loop'] },
      '/away': { middleware: ['away'] },
    };
    expect(planNavigation('/cabinet/orders', {}, BASE, rules)).toMatchObject({
      kind: 'app',
      url: new URL('https://shop.test/login'),
    });
    expect(() => planNavigation('/loop', {}, BASE, rules)).toThrow(/перенаправлений/);
    expect(() => planNavigation('/away', {}, BASE, rules)).toThrow(NavigationRefusedError);
  });

  it('a new version turns every in-app navigation into a full page load', () => {
    expect(planNavigation('/sale', {}, BASE, {}).kind).toBe('app');
    markNewVersion();
    expect(planNavigation('/sale', {}, BASE, {}).kind).toBe('document');
    expect(planNavigation('https://vk.com/', { external: true }, BASE, {}).kind).toBe('external');
  });

  it('routes whose rule names `document` are always full loads', () => {
    expect(planNavigation('/pay/123', {}, BASE, ROUTE_RULES).kind).toBe('document');
    expect(planNavigation('/fail-payment.html?order=1', {}, BASE, ROUTE_RULES).kind).toBe('document');
    expect(planNavigation('/cart', {}, BASE, ROUTE_RULES).kind).toBe('app');
  });
});

describe('matchRouteRules', () => {
  it('matches exact paths and /** subtrees, ignoring a trailing slash', () => {
    expect(matchRouteRules('/cart', ROUTE_RULES).prefetch).toBe(false);
    expect(matchRouteRules('/cart/', ROUTE_RULES).prefetch).toBe(false);
    expect(matchRouteRules('/cartoon', ROUTE_RULES)).toEqual({});
    expect(matchRouteRules('/cabinet', ROUTE_RULES).prefetch).toBe(false);
    expect(matchRouteRules('/cabinet/orders', ROUTE_RULES).prefetch).toBe(false);
    expect(matchRouteRules('/cabinets', ROUTE_RULES)).toEqual({});
    expect(matchRouteRules('/', ROUTE_RULES)).toEqual({});
    expect(matchRouteRules('/product/kukla-masha', ROUTE_RULES)).toEqual({});
  });
  it('merges several matching rules, concatenating middleware', () => {
    const rules: RouteRules = { '/a/**': { middleware: ['x'] }, '/a/b': { prefetch: false, middleware: ['y'] } };
    expect(matchRouteRules('/a/b', rules)).toEqual({ prefetch: false, middleware: ['x', 'y'] });
  });
});

describe('navigateTo', () => {
  const navigator = (): Navigator &
    Record<'push' | 'replace' | 'assign' | 'replaceDocument' | 'onStart', jest.Mock> => ({
    base: BASE,
    rules: {},
    push: jest.fn(),
    replace: jest.fn(),
    assign: jest.fn(),
    replaceDocument: jest.fn(),
    onStart: jest.fn(),
  });

  it('in-app: router push/replace with path, query and hash', () => {
    const nav = navigator();
    navigateTo('/search/кукла?x=1#r', {}, nav);
    const path = `${encodeURI('/search/кукла')}?x=1#r`;
    expect(nav.onStart).toHaveBeenCalledWith(`https://shop.test${path}`);
    expect(nav.push).toHaveBeenCalledWith(path);
    navigateTo('/cart', { replace: true }, nav);
    expect(nav.replace).toHaveBeenCalledWith('/cart');
    expect(nav.assign).not.toHaveBeenCalled();
  });

  it('external with the flag: a full load; without: refused, nothing happens', () => {
    const nav = navigator();
    expect(() => navigateTo('https://pay.example/checkout', {}, nav)).toThrow(NavigationRefusedError);
    expect(nav.assign).not.toHaveBeenCalled();
    navigateTo('https://pay.example/checkout', { external: true }, nav);
    expect(nav.assign).toHaveBeenCalledWith('https://pay.example/checkout');
    navigateTo('https://pay.example/checkout', { external: true, replace: true }, nav);
    expect(nav.replaceDocument).toHaveBeenCalledWith('https://pay.example/checkout');
    expect(() => navigateTo('javascript:alert(1)', { external: true }, nav)).toThrow(NavigationRefusedError);
  });

  it('after a new version: a full page load instead of the router', () => {
    markNewVersion();
    const nav = navigator();
    navigateTo('/sale', {}, nav);
    expect(nav.assign).toHaveBeenCalledWith('https://shop.test/sale');
    expect(nav.push).not.toHaveBeenCalled();
  });
});

describe('href helpers', () => {
  it('formats URL objects like the browser would follow them', () => {
    expect(hrefToString('/x')).toBe('/x');
    expect(hrefToString({ pathname: '/improve', query: { url_current: '/contacts' } })).toBe(
      '/improve?url_current=%2Fcontacts',
    );
    expect(hrefToString({ pathname: '/a', query: { t: ['1', '2'], n: null } as never, hash: '#h' })).toBe(
      '/a?t=1&t=2#h',
    );
    expect(hrefToString({ protocol: 'https:', host: 'vk.com', pathname: '/shop' })).toBe('https://vk.com/shop');
  });
  it('gives the path of same-origin hrefs only', () => {
    expect(sameOriginPath('/cart?x=1', BASE)).toBe('/cart');
    expect(sameOriginPath('https://vk.com/', BASE)).toBeNull();
    expect(sameOriginPath('javascript:void 0', BASE)).toBeNull();
  });
});
