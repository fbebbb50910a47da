// Route middleware (docs/PRODUCT.md#navigation-guards; an unknown one is an error). A middleware looks at the target of an
// in-app navigation and may turn it into a full page load or a redirect; route rules name them per route.
import { hasNewVersion } from './version-watch';

export type NavigationDecision = { kind: 'document' } | { kind: 'redirect'; to: string };
export type RouteMiddleware = (to: URL) => NavigationDecision | void;

/** Run before every in-app navigation, ahead of the route's own middleware. */
export const GLOBAL_MIDDLEWARE = ['new-version'];

const registry = new Map<string, RouteMiddleware>([
  // After a new deploy, the next navigation loads the new version (docs/PRODUCT.md#version-watching).
  ['new-version', () => (hasNewVersion() ? { kind: 'document' } : undefined)],
  // The route lives outside the running app (see route rules): a full page load.
  ['document', () => ({ kind: 'document' })],
]);

export function defineRouteMiddleware(name: string, middleware: RouteMiddleware): void {
  registry.set(name, middleware);
}

export class UnknownMiddlewareError extends Error {
  constructor(readonly middleware: string) {
    super(`Unknown route middleware: '${middleware}'.`);
    this.name = 'UnknownMiddlewareError';
  }
}

/** Looks every name up first, so a misspelt name fails the navigation before any middleware ran. */
export function resolveRouteMiddleware(names: readonly string[]): RouteMiddleware[] {
  return names.map((name) => {
    const middleware = registry.get(name);
    if (!middleware) throw new UnknownMiddlewareError(name);
    return middleware;
  });
}

/** The first decision wins; no decision means an ordinary in-app navigation. */
export function runRouteMiddleware(names: readonly string[], to: URL): NavigationDecision | undefined {
  for (const middleware of resolveRouteMiddleware(names)) {
    const decision = middleware(to);
    if (decision) return decision;
  }
  return undefined;
}
