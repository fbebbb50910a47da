// The fuzz pass: every route handler under app/api (found by walking the folder, so a new route is fuzzed
// without anyone listing it) gets, for each method it exports, hostile bodies or query strings, hostile values in
// its dynamic segments, and the methods it does not export — as an anonymous visitor and as a signed-in shopper
// (staff routes: as a manager, and those with dynamic segments also as an administrator, who may enter every area, so
// the handlers of the administrator's areas — promo codes, pickup points, staff — are reached too). Whatever comes back must be below 500 and must not show a stack trace or a path
// of the server's files. Each request goes out from a loopback address of its own, so the per-address limits of
// the other suites are not spent here (and the fuzz's own requests are not all answered 429 either).
//
// The inputs are in fuzz-inputs.ts. A route known to fail is listed in KNOWN_FAILURES with its cause and runs as
// `it.failing`, so it turns red the day it is fixed and can be moved back.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { rawRequest } from '../support/raw-http';
import { adminClient, customerClient, managerClient, type StaffClient } from '../support/staff';
import {
  apiRoutes,
  HOSTILE_BODIES,
  HOSTILE_QUERIES,
  HOSTILE_SEGMENTS,
  HTTP_METHODS,
  leaksInternals,
  MALFORMED_ESCAPE,
  plausibleSegment,
  urlOf,
  type ApiRoute,
  type HostileBody,
} from './fuzz-inputs';

/** `pattern identity` → why it fails and whose code it is in. Empty when nothing is known to fail. */
const KNOWN_FAILURES: Record<string, string> = {};

/** Answers a route gives by contract although they are 5xx (the reason is the route's documented behaviour). */
const CONTRACT_5XX: Record<string, { status: number; why: string }> = {
  // The provider is asked about the payment a notification names; when it cannot be asked the provider must
  // retry, which it does on a 5xx (app/api/(payments)/payments/notification/[provider]/route.ts).
  '/api/payments/notification/[provider]': { status: 502, why: 'the payment provider could not be asked' },
};

type Identity = 'anonymous' | 'shopper' | 'manager' | 'admin';
type Probe = { method: string; url: string; what: string; body?: HostileBody };

let clients: Partial<Record<Identity, StaffClient>> = {};

beforeAll(async () => {
  const [shopper, manager, admin] = await Promise.all([customerClient(), managerClient(), adminClient()]);
  clients = { shopper, manager, admin };
}, 120_000);

// Signing out ends the shopper's session: that route goes last, so the others are fuzzed signed in.
const routes = apiRoutes().sort((a, b) => Number(a.pattern === '/api/logout') - Number(b.pattern === '/api/logout'));

function probesOf(route: ApiRoute): Probe[] {
  const probes: Probe[] = [];
  const plain = urlOf(route);
  for (const method of route.methods) {
    if (method === 'GET') {
      for (const q of HOSTILE_QUERIES)
        probes.push({ method, url: q.query ? `${plain}?${q.query}` : plain, what: q.name });
    } else {
      for (const body of HOSTILE_BODIES) probes.push({ method, url: plain, what: body.name, body });
    }
  }
  const plausible = HOSTILE_BODIES.find((b) => b.name === 'plausible fields')!;
  for (const method of [...HTTP_METHODS.filter((m) => !route.methods.includes(m)), 'HEAD', 'OPTIONS']) {
    const body = ['GET', 'HEAD', 'OPTIONS'].includes(method) ? undefined : plausible;
    probes.push({ method, url: plain, what: 'a method the route does not export', body });
  }
  // With a hostile segment, a state change is sent the plausible body and an empty object too: a handler whose
  // fields are all optional (a PATCH) takes `{}` and goes on to look the segment up, where a plausible body with a
  // field of another domain's values would have been refused first.
  const empty: HostileBody = { name: 'empty object', body: '{}' };
  for (const value of route.segments.length ? HOSTILE_SEGMENTS : []) {
    for (const segment of route.segments) {
      const url = urlOf(route, (s) => (s === segment ? value : plausibleSegment(s)));
      for (const method of route.methods) {
        const what = `segment ${segment} = ${value.slice(0, 40)}`;
        if (method === 'GET') probes.push({ method, url, what });
        else for (const body of [plausible, empty]) probes.push({ method, url, what: `${what}, ${body.name}`, body });
      }
    }
  }
  return probes;
}

/** A problem with one answer, or null. */
async function check(route: ApiRoute, identity: Identity, probe: Probe): Promise<string | null> {
  const token = clients[identity]?.cookie('token');
  const headers: Record<string, string> = { 'idempotency-key': `fuzz-${randomUUID()}` };
  if (token) headers.cookie = `token=${token}`;
  let reply;
  try {
    reply = await rawRequest(probe.url, {
      method: probe.method,
      body: probe.body?.body,
      contentType: probe.body && 'contentType' in probe.body ? probe.body.contentType : 'application/json',
      headers,
    });
  } catch (error) {
    return `${probe.method} ${probe.url.slice(0, 120)} [${probe.what}]: no answer (${(error as Error).message})`;
  }
  const contract = CONTRACT_5XX[route.pattern];
  const allowed = contract?.status === reply.status;
  const leak = leaksInternals(reply.text);
  if ((reply.status >= 500 && !allowed) || leak) {
    return (
      `${probe.method} ${probe.url.slice(0, 120)} [${probe.what}] → ${reply.status}` +
      `${leak ? ` leaks ${leak}` : ''}: ${reply.text.slice(0, 200)}`
    );
  }
  return null;
}

/** Runs the probes a few at a time: bounded load on the server, a bounded time for the suite. */
async function findProblems(route: ApiRoute, identity: Identity, probes: Probe[]): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const problem = await check(route, identity, probes[next++]);
      if (problem) problems.push(problem);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return problems;
}

it('finds the route handlers to fuzz', () => {
  // A walk that finds nothing would make every test below pass vacuously.
  expect(routes.length).toBeGreaterThan(70);
  expect(routes.map((r) => r.pattern)).toEqual(
    expect.arrayContaining(['/api/cart/order', '/api/admin/orders/[number]/status', '/api/[...path]']),
  );
  for (const route of routes) expect(route.methods.length).toBeGreaterThan(0);
});

/** The back office's routes with dynamic segments: each is fuzzed as an administrator as well. */
const adminRoutesWithSegments = routes.filter((r) => r.staff && r.segments.length);

it('finds every back-office route with a dynamic segment', () => {
  // Found by walking app/api/(back-office): a new route with a segment is fuzzed as an administrator unlisted.
  expect(adminRoutesWithSegments.map((r) => r.pattern)).toEqual(
    expect.arrayContaining([
      '/api/admin/promo-codes/[code]',
      '/api/admin/pickup-points/[id]',
      '/api/admin/staff/[id]',
      '/api/admin/inbox/[kind]/[id]/answer',
      '/api/admin/orders/[number]/refund',
    ]),
  );
  expect(adminRoutesWithSegments.length).toBeGreaterThanOrEqual(18);
});

describe.each(routes)('$pattern', (route) => {
  const staffIdentities: Identity[] = route.segments.length
    ? ['anonymous', 'manager', 'admin']
    : ['anonymous', 'manager'];
  const identities: Identity[] = route.staff ? staffIdentities : ['anonymous', 'shopper'];
  for (const identity of identities) {
    const known = KNOWN_FAILURES[`${route.pattern} ${identity}`];
    const test = known ? it.failing : it;
    test(`never a 5xx or a stack, as ${identity}${known ? ` (known: ${known})` : ''}`, async () => {
      expect(await findProblems(route, identity, probesOf(route))).toEqual([]);
    });
  }
  if (route.segments.length) {
    // Next.js would answer such a segment 500 before any handler runs: the shop's server reads the path literally
    // instead (lib/server/http/readable-path.ts).
    it('a malformed %-escape in a segment is refused below 500', async () => {
      const url = urlOf(route, () => MALFORMED_ESCAPE);
      const probes = route.methods.map((method) => ({ method, url, what: 'malformed %-escape' }));
      expect(await findProblems(route, 'anonymous', probes)).toEqual([]);
    });
  }
});
