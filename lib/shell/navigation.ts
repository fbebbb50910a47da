// Where a navigation may go and how (docs/PRODUCT.md#navigation-guards): external addresses only with the `external` flag,
// never javascript:/data:/vbscript:; in-app targets pass through the route middleware, which may turn them into
// a full page load (a new version is out, or the route lives outside the app) or a redirect.
import type { UrlObject } from 'url';
import { currentRouteRules } from './build-meta';
import { GLOBAL_MIDDLEWARE, runRouteMiddleware } from './route-middleware';
import { matchRouteRules, ROUTE_RULES, type RouteRules } from './route-rules';

export const REFUSED_PROTOCOLS: ReadonlySet<string> = new Set(['javascript:', 'data:', 'vbscript:']);
const MAX_REDIRECTS = 3;

export class NavigationRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NavigationRefusedError';
  }
}

export type NavigationPlan = { kind: 'app' | 'document' | 'external'; url: URL };

const parse = (to: string, base: string): URL | null => {
  try {
    return new URL(to, base);
  } catch {
    return null;
  }
};

/** True for hrefs the shop never follows. URL parsing normalises case, whitespace and tabs (`jav\tascript:`). */
export function isRefusedHref(href: string, base = 'http://localhost/'): boolean {
  if (/^[/?#]/.test(href)) return false; // a path, query or hash has no scheme (the common case, kept cheap)
  const url = parse(href, base);
  return url !== null && REFUSED_PROTOCOLS.has(url.protocol);
}

/** Link hrefs may be URL objects (`{pathname, query}`); the string form is what the browser would follow. */
export function hrefToString(href: string | UrlObject): string {
  if (typeof href === 'string') return href;
  const origin = href.protocol || href.host ? `${href.protocol ?? ''}//${href.host ?? ''}` : '';
  let search = href.search ?? '';
  if (!search && href.query && typeof href.query === 'object') {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(href.query)) {
      for (const item of Array.isArray(value) ? value : [value]) if (item != null) params.append(key, String(item));
    }
    const query = params.toString();
    search = query ? `?${query}` : '';
  } else if (!search && typeof href.query === 'string' && href.query) search = `?${href.query}`;
  return `${origin}${href.pathname ?? ''}${search}${href.hash ?? ''}`;
}

/** The path of a same-origin href (for route rules), or null for other origins and refused protocols. */
export function sameOriginPath(href: string, base: string): string | null {
  const url = parse(href, base);
  return url && url.origin === new URL(base).origin ? url.pathname : null;
}

/**
 * How an in-app target is reached, after its middleware (global first, then the route's own). Without rules (the
 * build meta has not arrived yet) the table bundled with this build applies.
 */
export function planInAppNavigation(
  url: URL,
  rules: RouteRules | null = currentRouteRules(),
  depth = 0,
): NavigationPlan {
  const names = [...GLOBAL_MIDDLEWARE, ...(matchRouteRules(url.pathname, rules ?? ROUTE_RULES).middleware ?? [])];
  const decision = runRouteMiddleware(names, url);
  if (!decision) return { kind: 'app', url };
  if (decision.kind === 'document') return { kind: 'document', url };
  if (depth >= MAX_REDIRECTS) throw new NavigationRefusedError(`Слишком много перенаправлений: ${url.pathname}`);
  const next = parse(decision.to, url.href);
  if (!next || next.origin !== url.origin)
    throw new NavigationRefusedError(`Недопустимое перенаправление: ${decision.to}`);
  return planInAppNavigation(next, rules, depth + 1);
}

/** Decides a navigation or throws NavigationRefusedError (docs/PRODUCT.md#navigation-guards); `base`: the page's URL. */
export function planNavigation(
  to: string,
  { external = false }: { external?: boolean },
  base: string,
  rules: RouteRules | null = currentRouteRules(),
): NavigationPlan {
  const url = parse(to, base);
  if (!url) throw new NavigationRefusedError(`Некорректный адрес: ${to}`);
  if (REFUSED_PROTOCOLS.has(url.protocol)) {
    throw new NavigationRefusedError(`Переход по адресу с протоколом ${url.protocol} запрещён`);
  }
  if (url.origin !== new URL(base).origin) {
    // Another site, or mailto:/tel: (their origin is "null").
    if (!external)
      throw new NavigationRefusedError(`Переход на внешний адрес без флага external запрещён: ${url.href}`);
    return { kind: 'external', url };
  }
  return planInAppNavigation(url, rules);
}

export type NavigateOptions = { external?: boolean; replace?: boolean };

export type Navigator = {
  /** The current page's address. */
  base: string;
  /** In-app navigation (the app router). */
  push: (path: string) => void;
  replace: (path: string) => void;
  /** Full page loads. */
  assign: (url: string) => void;
  replaceDocument: (url: string) => void;
  /** Called before an in-app navigation starts (loading bar, chunk-failure target). */
  onStart?: (url: string) => void;
  rules?: RouteRules | null;
};

/** The one programmatic navigation of the client (components/shell/use-navigate.ts binds it to the router). */
export function navigateTo(to: string, { external, replace = false }: NavigateOptions, nav: Navigator): NavigationPlan {
  const plan = planNavigation(to, { external }, nav.base, nav.rules === undefined ? currentRouteRules() : nav.rules);
  if (plan.kind === 'app') {
    nav.onStart?.(plan.url.href);
    (replace ? nav.replace : nav.push)(`${plan.url.pathname}${plan.url.search}${plan.url.hash}`);
  } else {
    (replace ? nav.replaceDocument : nav.assign)(plan.url.href);
  }
  return plan;
}
