// The route rules of the running build, read from its build-meta file (spec §7) once the page has loaded.
// Until they arrive nothing is prefetched, so prefetching never competes with the page's own first load.
import { buildMetaUrl } from './build';
import type { RouteRules } from './route-rules';

export type BuildMeta = { id: string; timestamp: number; routeRules: RouteRules };

/** Spec §9: the build manifest is fetched 1 s after the load event. */
export const BUILD_META_DELAY_MS = 1000;

let rules: RouteRules | null = null;
const listeners = new Set<() => void>();

/** null until the build meta has been read (or has failed: then an empty table). */
export const getRouteRules = () => rules;

export function setRouteRules(next: RouteRules | null): void {
  rules = next;
  listeners.forEach((listener) => listener());
}

export function subscribeRouteRules(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Reads the meta of `buildId`; any failure leaves an empty rule table (default behaviour everywhere). */
export async function loadBuildMeta(buildId: string, fetchJson: (url: string) => Promise<unknown>): Promise<RouteRules> {
  let next: RouteRules = {};
  try {
    const meta = (await fetchJson(buildMetaUrl(buildId))) as Partial<BuildMeta> | null;
    if (meta && typeof meta.routeRules === 'object' && meta.routeRules) next = meta.routeRules;
  } catch {
    // keep the defaults
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
