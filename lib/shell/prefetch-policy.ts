// When a link may prefetch (docs/PRODUCT.md#prefetch). Next's router prefetches a link's page payload when the link
// becomes visible; this policy says whether a link takes part at all, and lib/shell/prefetch-limiter.ts keeps
// at most MAX_ROUTE_PRELOADS of those requests out at once.
import { canPrefetch, subscribeToConnection } from './connection';
import { getRouteRules, subscribeRouteRules } from './build-meta';
import { matchRouteRules, type RouteRules } from './route-rules';

export const MAX_ROUTE_PRELOADS = 4;

/** No prefetch before the route rules are known, on slow connections, or for routes whose rule says so. */
export function prefetchAllowed(pathname: string | null, rules: RouteRules | null, connectionAllows: boolean): boolean {
  if (!rules || !connectionAllows || pathname === null) return false;
  return matchRouteRules(pathname, rules).prefetch !== false;
}

/** Calls `onChange` whenever the answer for some link may change: the route rules arrive, the connection changes. */
export function subscribePrefetchPolicy(onChange: () => void): () => void {
  const offConnection = subscribeToConnection(onChange);
  const offRules = subscribeRouteRules(onChange);
  return () => {
    offConnection();
    offRules();
  };
}

/** Whether a link to `href` (same-origin path) may prefetch right now. */
export const linkMayPrefetch = (pathname: string | null) => prefetchAllowed(pathname, getRouteRules(), canPrefetch());
