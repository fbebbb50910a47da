// The edge of the shop behind proxies (issue 11), on servers of their own:
// - TRUST_PROXY=1 believes one hop: the rightmost X-Forwarded-For entry (what our proxy saw), never the leftmost
//   one, which the client writes; with an https SITE_URL every answer carries HSTS and cookies are Secure.
// - TRUST_PROXY=<networks> believes only peers inside them, and walks X-Forwarded-For from the right past them.
// The per-address limit of /api/subscribe (LIMITS.subscribe) shows which address the server took.
import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { testDb } from '../support/api';
import { createTestDatabase, DEFAULT_ADMIN_URL, type TestDatabase } from '../support/postgres-db';
import { randomLoopback } from '../support/raw-http';
import { startServer, type RunningServer } from '../support/server';
import { PASSWORD, uniqueEmail } from './accounts-support';

jest.setTimeout(120_000);

const SUBSCRIBE_LIMIT = 10; // LIMITS.subscribe: per address and hour

type Reply = { status: number; headers: http.IncomingHttpHeaders; json: any; text: string };

/** One request from a loopback address of the test's choosing (the proxy's, or a client's), headers included. */
function send(
  server: RunningServer,
  path: string,
  { from, headers = {}, json }: { from: string; headers?: Record<string, string>; json?: unknown },
): Promise<Reply> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, server.baseUrl),
      {
        method: body === undefined ? 'GET' : 'POST',
        localAddress: from,
        agent: false,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json: parsed, text });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const subscribe = (server: RunningServer, from: string, forwardedFor: string) =>
  send(server, '/api/subscribe', {
    from,
    headers: { 'x-forwarded-for': forwardedFor },
    json: { email: uniqueEmail('edge') },
  });

/** Spends the subscribe limit of one client address; `forwardedFor(i)` is the header of the i-th request. */
async function spendLimit(server: RunningServer, from: () => string, forwardedFor: (i: number) => string) {
  for (let i = 0; i < SUBSCRIBE_LIMIT; i++) expect((await subscribe(server, from(), forwardedFor(i))).status).toBe(200);
}

const forged = (i: number) => `198.18.${i}.${i + 1}`;

async function ownServer(label: string, env: Record<string, string>) {
  const database =
    testDb() === 'postgres' ? await createTestDatabase(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL) : undefined;
  const server = await startServer({
    databaseUrl: database?.url,
    label: `${testDb()}-${label}`,
    env: { SEED_DEMO: '0', ...env },
  });
  return { server, database };
}

describe('behind one proxy, shop on https (TRUST_PROXY=1, SITE_URL=https://…)', () => {
  let server: RunningServer;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    ({ server, database } = await ownServer('edge-one-hop', { TRUST_PROXY: '1', SITE_URL: 'https://shop.test' }));
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('counts the address the proxy saw (the rightmost entry), whatever the client puts before it', async () => {
    const proxy = randomLoopback();
    const client = '203.0.113.7';
    await spendLimit(
      server,
      () => proxy,
      (i) => `${forged(i)}, ${client}`,
    );
    const refused = await subscribe(server, proxy, `${forged(99)}, ${client}`);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual(expect.objectContaining({ success: false, error: expect.any(String) }));
    // Written by the client in front of another client's entry, the same address is not the one counted.
    expect((await subscribe(server, proxy, `${client}, 203.0.113.8`)).status).toBe(200);
  });

  it('sends HSTS on pages, API answers and response-cache hits', async () => {
    const from = randomLoopback();
    expect((await send(server, '/about', { from })).headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    let hit: Reply | undefined;
    for (let i = 0; i < 40 && hit?.headers.age === undefined; i++) {
      hit = await send(server, '/api/main/cat', { from });
      if (hit.headers.age === undefined) await new Promise((r) => setTimeout(r, 50));
    }
    expect(hit!.headers.age).toMatch(/^\d+$/);
    expect(hit!.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(hit!.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });

  it('sets its cookies Secure, with or without X-Forwarded-Proto', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'http' }] as Record<string, string>[]) {
      const res = await send(server, '/api/registration', {
        from: randomLoopback(),
        headers: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}`, ...headers },
        json: { email: uniqueEmail('edge-secure'), password: PASSWORD },
      });
      expect(res.status).toBe(200);
      const token = (res.headers['set-cookie'] ?? []).find((l) => l.startsWith('token='));
      expect(token).toMatch(/;\s*Secure/i);
    }
  });

  it('answers paths that cannot be decoded with 4xx and logs nothing about them', async () => {
    const from = randomLoopback();
    const before = fs.readFileSync(server.logFile, 'utf8').length;
    for (const path of ['/product/%ZZ', '/product/%00', '/category/99999999999']) {
      expect((await send(server, path, { from })).status).toBe(404);
    }
    const meta = await send(server, '/api/build/meta/%E0%A4%A', { from });
    expect(meta.status).toBe(404);
    expect(meta.json).toEqual(expect.objectContaining({ success: false }));
    expect(fs.readFileSync(server.logFile, 'utf8').slice(before)).toBe('');
  });
});

describe('behind proxies known by their networks (TRUST_PROXY=127.0.0.2,10.0.0.0/8), YooKassa configured', () => {
  const PROXY = '127.0.0.2';
  let server: RunningServer;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    ({ server, database } = await ownServer('edge-networks', {
      TRUST_PROXY: `${PROXY}, 10.0.0.0/8`,
      // YooKassa configured (nothing here pays): forms may go to its payment page.
      YOOKASSA_SHOP_ID: 'edge-shop',
      YOOKASSA_SECRET_KEY: 'edge-secret',
      YOOKASSA_API_URL: 'http://127.0.0.1:9/v3',
    }));
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("lets forms go to the shop and the payment provider's pages only", async () => {
    const policy = String(
      (await send(server, '/about', { from: randomLoopback() })).headers['content-security-policy'],
    );
    const formAction = /form-action ([^;]+)/.exec(policy)?.[1].split(' ');
    expect(formAction).toEqual(["'self'", 'https://yoomoney.ru', 'http://127.0.0.1:9']);
  });

  it('walks X-Forwarded-For from the right past its own proxies to the client', async () => {
    const client = '198.51.100.5';
    await spendLimit(
      server,
      () => PROXY,
      (i) => `${forged(i)}, ${client}, 10.1.2.3`,
    );
    expect((await subscribe(server, PROXY, `${forged(50)}, ${client}, 10.9.9.9`)).status).toBe(429);
    expect((await subscribe(server, PROXY, `${client}, 198.51.100.6, 10.1.2.3`)).status).toBe(200);
  });

  it('believes nothing a peer outside those networks says', async () => {
    const peer = randomLoopback();
    await spendLimit(
      server,
      () => peer,
      (i) => forged(i),
    );
    expect((await subscribe(server, peer, '203.0.113.200')).status).toBe(429);
  });

  it('takes X-Forwarded-Proto: https from its proxy only: HSTS and Secure cookies then, and not from others', async () => {
    const register = (from: string) =>
      send(server, '/api/registration', {
        from,
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}` },
        json: { email: uniqueEmail('edge-proto'), password: PASSWORD },
      });
    const viaProxy = await register(PROXY);
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.headers['strict-transport-security']).toMatch(/max-age=/);
    expect((viaProxy.headers['set-cookie'] ?? []).find((l) => l.startsWith('token='))).toMatch(/;\s*Secure/i);

    const direct = await register(randomLoopback());
    expect(direct.status).toBe(200);
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    expect((direct.headers['set-cookie'] ?? []).find((l) => l.startsWith('token='))).not.toMatch(/Secure/i);
  });
});
