// The shop behind its front (docs/DEPLOY.md) listens on loopback only: `npm start -- -H 127.0.0.1`. Next.js 16,
// told a loopback hostname, takes proxy.ts's listing rewrites for external ones and proxies them to itself — over
// https when the front says X-Forwarded-Proto: https — so every category page failed (vercel/next.js#94745). The
// shop's server (server.mjs) binds the socket to the address given and tells Next `localhost`.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startServer, type RunningServer } from '../support/server';

jest.setTimeout(180_000);

describe('a server bound to 127.0.0.1', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // No demo catalogue: the listings render empty, which is all a rewrite needs.
    server = await startServer({ label: 'loopback-bind', env: { SEED_DEMO: '0' } });
  }, 180_000);
  afterAll(() => server?.stop());

  it('listens on loopback', () => {
    expect(fs.readFileSync(server.logFile, 'utf8')).toMatch(/Ready on http:\/\/127\.0\.0\.1:\d+/);
  });

  it.each([
    ['/category', {}],
    ['/new?sort=price_asc&utm_source=ya', {}],
    ['/category', { 'x-forwarded-proto': 'https' }],
    ['/sale?sort=new', { 'x-forwarded-proto': 'https' }],
  ])('answers the listing %s (%j) with its page', async (path, headers) => {
    const res = await fetch(`${server.baseUrl}${path}`, { headers, redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<link rel="canonical"');
  });
});
