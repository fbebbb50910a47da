import http from 'node:http';
import type { z } from 'zod';
import { publicEnv } from '@/lib/config/public-env';
import { serverEnv } from '@/lib/server/env';
import { nodeHeaders, reachedOverHttps } from './client-address';
import { FastRoutes, type FastRoute } from './fast-route';
import { answerWrongMethodAsJson } from './method-not-allowed';
import { readableTarget } from './readable-path';
import { ResponseCache } from './response-cache';
import { sendSecurityHeaders } from './security-headers';
import { recordSocketAddress } from './socket-address';
import { nextStaticDir, StaticBrotli } from './static-brotli';

// The process's one response cache, reachable from any server chunk Next bundled (invalidation runs in route
// handlers, the hook is installed from instrumentation).
const KEY = Symbol.for('kukly-shop.response-cache');
const FAST = Symbol.for('kukly-shop.fast-routes');
type Holder = { [KEY]?: ResponseCache; [FAST]?: FastRoutes };

/** The response cache answering this process's requests, or null before the hook is installed (tests, build). */
export const installedResponseCache = (): ResponseCache | null => (globalThis as Holder)[KEY] ?? null;

/**
 * Has the request hook answer a route before Next's router (fast-route.ts); call after installRequestHook(). Not under
 * `next dev`, whose route handlers are rebuilt on every change while the hook's copy of the code is not.
 */
export function addFastRoute<Query extends z.ZodType>(route: FastRoute<Query>) {
  if (publicEnv.isProduction) (globalThis as Holder)[FAST]?.add(route);
}

/**
 * Sees every HTTP request of this process before Next.js does (`next start` and the standalone server alike):
 * records the socket's address, has every answer carry the security headers (cache hits and Next's own
 * error answers included), takes a path that cannot be decoded literally, turns the API's empty 405 into JSON,
 * sends the client bundle's Brotli copies (static-brotli.ts), then answers shareable catalogue pages from the
 * response cache (concurrent misses of one page wait for one render),
 * and what it does not have, when a fast route serves it (the search hints), without Next's router.
 * Installed once from instrumentation.ts.
 */
export function installRequestHook() {
  const proto = http.Server.prototype as http.Server & { __shopPatched?: boolean };
  if (proto.__shopPatched) return;
  proto.__shopPatched = true;
  // `next dev` re-renders on every change: nothing to keep there.
  const megabytes = publicEnv.isProduction ? serverEnv().RESPONSE_CACHE_MB : 0;
  const cache = new ResponseCache({
    maxBytes: megabytes * 1024 * 1024,
    maxQueryVariants: serverEnv().CACHE_QUERY_VARIANTS,
    numberFills: serverEnv().SHOP_TEST_MODE,
  });
  (globalThis as Holder)[KEY] = cache;
  const fastRoutes = new FastRoutes(serverEnv().SHOP_TEST_MODE);
  const staticBrotli = publicEnv.isProduction ? new StaticBrotli(nextStaticDir(serverEnv().NEXT_DIST_DIR)) : null;
  (globalThis as Holder)[FAST] = fastRoutes;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    const passOn = () => emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      recordSocketAddress(request);
      sendSecurityHeaders(response, reachedOverHttps(nodeHeaders(request)));
      request.url = readableTarget(request.url ?? '/');
      if (request.url?.startsWith('/api/')) answerWrongMethodAsJson(request, response);
      if (staticBrotli?.handle(request, response)) return true;
      // Past the cache (a miss is kept as it goes out, whoever answers it), a fast route or Next. A request waiting
      // for another one's copy of the same page goes on later, if at all.
      const goOn = () => fastRoutes.handle(request, response, passOn) || passOn();
      if (cache.handle(request, response, goOn)) return true;
      if (fastRoutes.handle(request, response, passOn)) return true;
    }
    return passOn();
  } as typeof proto.emit;
}
