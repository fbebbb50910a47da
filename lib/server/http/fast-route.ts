import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import type { z } from 'zod';
import { cacheControl, type HttpCachedName } from '@/lib/cache/policy';
import { enforceRateLimit, type RateLimit } from '@/lib/server/rate-limit';
import { clientAddressOf, nodeHeaders } from './client-address';
import { HttpError } from './errors';
import { queryValues } from './parse';
import { failureBody } from './respond';
import { acceptsEncoding } from './response-cache/encoding';

/**
 * A JSON route the shop's server (server-steps.ts) answers before Next's router sees the request, for the few GETs
 * whose answer costs less than the router and route handler in front of it (the search hints: a fresh answer from the
 * in-process index takes a fraction of a millisecond, the way through Next about two). The route handler stays the
 * definition and the fallback: both read the same policy and call the same function for the answer, and the fast
 * route passes the request on to Next whenever it is not ready or anything is unusual (a bad query, which Next
 * refuses as it always did; a HEAD; an error) — it never answers differently from the handler.
 */
export interface FastRoute<Query extends z.ZodType> {
  /** The path, exactly (no trailing slash, no dynamic segments). */
  path: string;
  /** What the route handler's endpoint() declares too: the query's schema, the rate limit, the Cache-Control. */
  policy: { query: Query; rateLimit: RateLimit; cache: HttpCachedName };
  /** Whether the fast route may answer now; asked before the rate limit counts (else Next answers). */
  ready(): boolean;
  /** The answer's JSON, as the route handler sends it. */
  answer(query: z.infer<Query>): Promise<unknown>;
}

/** The Vary Next gives every route handler's answer (its router reads these request headers): sent alike. */
const ROUTE_HANDLER_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch';
/**
 * Next compresses a route handler's JSON with gzip where the request accepts it, whatever its size (the handler
 * streams it, so its `compression` middleware never sees a length under its threshold), and names Accept-Encoding
 * in Vary: the fast route does the same.
 */
/** Test mode: a request carrying it goes to the route handler, so the test suites can compare both answers. */
const SKIP_FAST_ROUTE_HEADER = 'x-shop-skip-fast-route';
/** Test mode: the answers a fast route gave carry it. */
const FAST_ROUTE_HEADER = 'x-shop-fast-route';

export class FastRoutes {
  private readonly routes = new Map<string, FastRoute<z.ZodType>>();

  /** `testMode`: answers are marked and the skip header is honoured. */
  constructor(private readonly testMode: boolean) {}

  add<Query extends z.ZodType>(route: FastRoute<Query>) {
    this.routes.set(route.path, route as unknown as FastRoute<z.ZodType>);
  }

  /**
   * Takes the request when a fast route serves it (returns true: it answers, or calls `next` itself to have Next
   * answer after all); false: not one of its requests, Next answers.
   */
  handle(request: IncomingMessage, response: ServerResponse, next: () => void): boolean {
    if (request.method !== 'GET' || !this.routes.size) return false;
    const url = request.url ?? '';
    const mark = url.indexOf('?');
    const route = this.routes.get(mark < 0 ? url : url.slice(0, mark));
    if (!route || !route.ready()) return false;
    if (this.testMode && request.headers[SKIP_FAST_ROUTE_HEADER] !== undefined) return false;
    // A query the schema refuses goes to the route handler, which counts the hit and answers the 400 as always.
    const query = route.policy.query.safeParse(queryValues(new URLSearchParams(mark < 0 ? '' : url.slice(mark + 1))));
    if (!query.success) return false;
    this.serve(route, query.data, request, response).then(
      (served) => served || next(),
      () => next(),
    );
    return true;
  }

  /** Answers as endpoint() would: the rate limit, then the answer with the policy's Cache-Control. False: let Next. */
  private async serve(
    route: FastRoute<z.ZodType>,
    query: unknown,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<boolean> {
    try {
      await enforceRateLimit(route.policy.rateLimit, clientAddressOf(nodeHeaders(request)));
    } catch (error) {
      if (!(error instanceof HttpError)) return false;
      this.send(request, response, error.status, failureBody(error.message, error.errors), {});
      return true;
    }
    let body: unknown;
    try {
      body = await route.answer(query);
    } catch (error) {
      // The route handler tries again (the hit is counted twice: rare, and only ever against the client).
      console.error(`[api] GET ${route.path} (fast route)`, error);
      return false;
    }
    this.send(request, response, 200, body, { 'cache-control': cacheControl(route.policy.cache) });
    return true;
  }

  private send(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string>,
  ) {
    if (response.headersSent) return;
    const json = Buffer.from(JSON.stringify(body));
    const gzip = acceptsEncoding(request.headers['accept-encoding'], 'gzip');
    const bytes = gzip ? zlib.gzipSync(json) : json;
    response.writeHead(status, {
      vary: `${ROUTE_HANDLER_VARY}, Accept-Encoding`,
      ...headers,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-type': 'application/json',
      'content-length': String(bytes.length),
      ...(this.testMode ? { [FAST_ROUTE_HEADER]: '1' } : {}),
    });
    response.end(bytes);
  }
}
