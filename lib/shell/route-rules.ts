// Route rules (docs/PRODUCT.md#route-rules: the build-meta file carries them). The server publishes this table in
// GET /api/build/meta/{build id}; the client reads it 1 s after load and applies it to prefetching and navigation.

export type RouteRule = {
  /** false: links to the route are never prefetched. */
  prefetch?: boolean;
  /** Route middleware names (lib/shell/route-middleware.ts) run before an in-app navigation to the route. */
  middleware?: string[];
};

/** Pattern → rule. `/x` matches that path only; `/x/**` matches `/x` and everything below it. */
export type RouteRules = Record<string, RouteRule>;

export const ROUTE_RULES: RouteRules = {
  // Personal, never-cached pages (or a form linked from every page): prefetching them only spends the shopper's data.
  '/cart': { prefetch: false },
  '/cart-ok': { prefetch: false },
  '/cabinet/**': { prefetch: false },
  '/wishlist': { prefetch: false },
  '/improve': { prefetch: false },
  '/reset-password/**': { prefetch: false },
  // The payment provider's page and its return addresses are entered with a full page load, as from another site.
  '/pay/**': { prefetch: false, middleware: ['document'] },
  '/payment-success-notification': { prefetch: false, middleware: ['document'] },
  '/fail-payment.html': { prefetch: false, middleware: ['document'] },
};

function matches(pattern: string, path: string): boolean {
  if (!pattern.endsWith('/**')) return path === pattern;
  const base = pattern.slice(0, -3);
  return path === base || path.startsWith(`${base}/`);
}

/** Every rule whose pattern matches the path, merged in table order (middleware lists are concatenated). */
export function matchRouteRules(pathname: string, rules: RouteRules): RouteRule {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let merged: RouteRule = {};
  for (const [pattern, rule] of Object.entries(rules)) {
    if (!matches(pattern, path)) continue;
    const middleware = [...(merged.middleware ?? []), ...(rule.middleware ?? [])];
    merged = { ...merged, ...rule, ...(middleware.length ? { middleware } : {}) };
  }
  return merged;
}
