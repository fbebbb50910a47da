import type { z } from 'zod';
import { cacheControl, type HttpCachedName } from '@/lib/cache/policy';
import { enforceRateLimit, type RateLimit } from '@/lib/server/rate-limit';
import { clientAddress } from './client-address';
import { notFound } from './errors';
import { assertSameOrigin } from './origin-check';
import { readJson, readQuery, validate } from './parse';
import { route } from './respond';
import { anySegmentNamesNothing } from './segments';

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.infer<S> : undefined;

/** What a route handler demands of a request before it runs, and how its answer may be cached. */
export interface EndpointPolicy<Body extends Schema, Query extends Schema, Params extends Schema> {
  /** Refuse a request sent by another site (403, the CSRF guard of origin-check.ts). Default: on for every method
   *  but GET and HEAD. Off only where another site may legitimately call (a payment provider) or where the
   *  POST only reads (quotes, lists) and the check has never applied. */
  sameOrigin?: boolean;
  /** Limits counted per client address, in order. Limits keyed on something in the body (an email, a login, the
   *  cart) are not known before it is read: the handler enforces those itself. */
  rateLimit?: RateLimit | readonly RateLimit[];
  /** The route's dynamic segments. */
  params?: Params;
  /** The query string. */
  query?: Query;
  /** The JSON body (≤ 64 KB). */
  body?: Body;
  /** The Cache-Control a successful (2xx) answer gets; refusals never carry one. */
  cache?: HttpCachedName;
}

export interface EndpointInput<Body extends Schema, Query extends Schema, Params extends Schema> {
  request: Request;
  body: Parsed<Body>;
  query: Parsed<Query>;
  params: Parsed<Params>;
  /** The client's address (client-address.ts). */
  readonly address: string;
}

/** The context Next.js passes a route handler. */
type RouteContext = { params: Promise<Record<string, string | string[]>> };

/**
 * A route handler with its policy declared instead of retyped: the checks run in this order — same origin, rate
 * limits, params (a segment holding a NUL or another control character names nothing: 404, whether the route
 * declares its params or reads them itself), query, body — each refusal a 4xx `{success:false, error}`, then
 * `respond` runs; `route()` turns what it throws into JSON too. A handler that must check something before the body is read (a header, the
 * session) reads the body itself with readJson.
 */
export function endpoint<
  Body extends Schema = undefined,
  Query extends Schema = undefined,
  Params extends Schema = undefined,
>(
  policy: EndpointPolicy<Body, Query, Params>,
  respond: (input: EndpointInput<Body, Query, Params>) => Promise<Response>,
) {
  const limits: readonly RateLimit[] = policy.rateLimit ? [policy.rateLimit].flat() : [];
  return route<RouteContext>(async (request, context) => {
    if (policy.sameOrigin ?? !['GET', 'HEAD'].includes(request.method)) assertSameOrigin(request);
    for (const limit of limits) await enforceRateLimit(limit, clientAddress(request));
    const segments = await context?.params;
    if (anySegmentNamesNothing(segments)) throw notFound();
    const params = policy.params ? validate(policy.params, segments) : undefined;
    const query = policy.query ? readQuery(request, policy.query) : undefined;
    const body = policy.body ? await readJson(request, policy.body) : undefined;
    const response = await respond({
      request,
      body: body as Parsed<Body>,
      query: query as Parsed<Query>,
      params: params as Parsed<Params>,
      get address() {
        return clientAddress(request);
      },
    });
    if (policy.cache && response.ok) response.headers.set('Cache-Control', cacheControl(policy.cache));
    return response;
  });
}
