// The running build's route rules, read from its build-meta file (docs/PRODUCT.md#build-files) once the page has loaded.
// Until they arrive nothing is prefetched, so prefetching never competes with the page's own first load. Navigation
// does not wait: until then (and if the file cannot be read) it follows the rule table bundled with this build,
// which is the very table the build-meta file of this build serves.
import { buildMetaUrl } from './build';
import { ROUTE_RULES, type RouteRules } from './route-rules';

export type BuildMeta = { id: string; timestamp: number; routeRules: RouteRules };

/** The build meta is fetched 1 s after the load event (docs/PRODUCT.md#route-rules). */
export const BUILD_META_DELAY_MS = 1000;

let rules: RouteRules | null = null;
const listeners = new Set<() => void>();

/**
 * null until the build meta has been read (the prefetch gate); after a failed read, the bundled table.
 * Rules to apply right now, whether or not the file has arrived: `currentRouteRules()`.
 */
export const getRouteRules = () => rules;

/** The rules in force: the build meta's once read, the bundled table of this build before that. */
export const currentRouteRules = (): RouteRules => rules ?? ROUTE_RULES;

export function setRouteRules(next: RouteRules | null): void {
  rules = next;
  listeners.forEach((listener) => listener());
}

export function subscribeRouteRules(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Reads the meta of `buildId`; on any failure the rule table bundled with this build applies (never an empty
 * table: payment pages would open in-app and personal pages would be prefetched).
 */
export async function loadBuildMeta(
  buildId: string,
  fetchJson: (url: string) => Promise<unknown>,
): Promise<RouteRules> {
  let next: RouteRules = ROUTE_RULES;
  try {
    const meta = (await fetchJson(buildMetaUrl(buildId))) as Partial<BuildMeta> | null;
    if (meta && typeof meta.routeRules === 'object' && meta.routeRules) next = meta.routeRules;
  } catch {
    // keep the bundled table
  }
  setRouteRules(next);
  return next;
}

type LoadTarget = Pick<Window, 'addEventListener' | 'removeEventListener'> & { document: Pick<Document, 'readyState'> };

/** Runs `fn` `delayMs` after the window's load event (or from now, if it has already fired); returns a cancel. */
export function afterLoad(fn: () => void, delayMs: number, win: LoadTarget = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onLoad = () => {
    timer = setTimeout(fn, delayMs);
  };
  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad, { once: true });
  return () => {
    clearTimeout(timer);
    win.removeEventListener('load', onLoad);
  };
}
