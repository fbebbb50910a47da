import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import { canonicalRequestUrl } from '@/lib/server/catalog/canonical-listing';
import { nodeHeaders, reachedOverHttps } from './client-address';
import { FastRoutes, type FastRoute } from './fast-route';
import { answerWrongMethodAsJson } from './method-not-allowed';
import { readableTarget } from './readable-path';
import { installResponseCache, ResponseCache } from './response-cache';
import { sendSecurityHeaders } from './security-headers';
import type { ShopResponse } from './shop-response';
import { recordSocketAddress } from './socket-address';
import { nextStaticDir, StaticBrotli } from './static-brotli';

/** One step in front of Next: it answers the request, or passes it on by calling `next` (at once or later). */
export type ServerStep = (request: IncomingMessage, response: ShopResponse, next: () => void) => void;

export interface ServerStepsOptions {
  /** `next start`'s production server (false under `next dev`: nothing is cached or served beside Next). */
  production: boolean;
  /** The response cache's size (RESPONSE_CACHE_MB in bytes) and its bound on URLs with a query. */
  responseCacheBytes: number;
  queryVariants: number;
  /** SHOP_TEST_MODE: cache fills numbered, fast-route answers marked (the test suites read both). */
  testMode: boolean;
  /** The build's folder (NEXT_DIST_DIR), whose static/ holds the Brotli copies. */
  distDir: string;
  /** The JSON routes answered before Next's router (the search hints; docs/adr/0055-search-fast-route.md). */
  fastRoutes: FastRoute<z.ZodType>[];
}

/**
 * The steps every request of the shop's server (server.mjs) passes before Next.js, in this order; each lives in
 * its own file:
 * 1. the client's address: the socket's, in a header clients cannot forge (socket-address.ts);
 * 2. the security headers on every answer, Next's own errors and cache hits included (security-headers.ts);
 * 3. a path whose escapes cannot be decoded is taken literally, so Next never fails on it (readable-path.ts);
 * 4. an API answer Next gives as an empty 405 becomes JSON with Allow (method-not-allowed.ts);
 * 5. the client bundle's Brotli copies (static-brotli.ts);
 * 6. the response cache: shareable catalogue pages and APIs from memory, concurrent misses coalesced
 *    (response-cache/);
 * 7. the fast routes: the search hints without Next's router while the in-process index is current (fast-route.ts);
 * then Next.js.
 */
export function serverSteps(options: ServerStepsOptions): ServerStep[] {
  const responseCache = new ResponseCache({
    maxBytes: options.production ? options.responseCacheBytes : 0,
    maxQueryVariants: options.queryVariants,
    keyOf: canonicalRequestUrl,
    numberFills: options.testMode,
  });
  installResponseCache(responseCache);
  const staticBrotli = options.production ? new StaticBrotli(nextStaticDir(options.distDir)) : null;
  const fastRoutes = new FastRoutes(options.testMode);
  if (options.production) for (const route of options.fastRoutes) fastRoutes.add(route);

  return [
    (request, _response, next) => {
      recordSocketAddress(request);
      next();
    },
    (request, response, next) => {
      sendSecurityHeaders(response, reachedOverHttps(nodeHeaders(request)));
      next();
    },
    (request, _response, next) => {
      request.url = readableTarget(request.url ?? '/');
      next();
    },
    (request, response, next) => {
      if (request.url?.startsWith('/api/')) answerWrongMethodAsJson(request, response);
      next();
    },
    (request, response, next) => {
      if (!staticBrotli?.handle(request, response)) next();
    },
    (request, response, next) => responseCache.serve(request, response, next),
    (request, response, next) => {
      if (!fastRoutes.handle(request, response, next)) next();
    },
  ];
}

/** Takes one request through the steps in order, then calls `last` (Next's request handler). */
export function runSteps(
  steps: readonly ServerStep[],
): (request: IncomingMessage, response: ShopResponse, last: () => void) => void {
  return (request, response, last) => {
    const stepFrom = (index: number): void => {
      const step = steps[index];
      if (step) step(request, response, () => stepFrom(index + 1));
      else last();
    };
    stepFrom(0);
  };
}
