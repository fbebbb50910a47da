// Graceful shutdown: on SIGTERM the server stops accepting, finishes what is in flight (a POST whose body is still
// arriving, page renders), then closes the database and exits 0, leaving the PGlite folder unlocked; a new server
// on the same folder then starts at once. A letter written in an order's transaction survives a kill -9: the next
// start sends it from the outbox. The searches counted in memory are written before the database closes, so the
// next start offers them as popular queries. (PGlite pass: the folder lock is what is checked.)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { apiClient, testDb } from '../support/api';
import { startServer, type RunningServer } from '../support/server';
import { startSmtpStandIn, type SmtpStandIn } from '../support/smtp-stand-in';
import { newKey, pickupPointOrder } from './cart-support';

jest.setTimeout(240_000);

const servers: RunningServer[] = [];
let smtp: SmtpStandIn | undefined;
afterAll(async () => {
  await Promise.allSettled(servers.map((s) => s.stop()));
  await smtp?.stop();
});

/** A POST whose body is sent in two halves: in flight from the first byte until `finish()` sends the rest. */
function slowPost(baseUrl: string, urlPath: string, json: unknown) {
  const body = Buffer.from(JSON.stringify(json));
  const half = Math.floor(body.length / 2);
  let request!: http.ClientRequest;
  const reply = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request = http.request(
      `${baseUrl}${urlPath}`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
  });
  request.write(body.subarray(0, half));
  return { reply, finish: () => request.end(body.subarray(half)) };
}

const connects = (baseUrl: string) =>
  new Promise<boolean>((resolve) => {
    const req = http.get(`${baseUrl}/api/health`, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
  });

(testDb() === 'pglite' ? describe : describe.skip)('graceful shutdown', () => {
  it('finishes the requests in flight, exits 0 and unlocks DATA_DIR', async () => {
    const server = await startServer({ label: 'pglite-shutdown' });
    servers.push(server);
    const popular = (await (await fetch(`${server.baseUrl}/api/popular`)).json()).products as {
      id: number;
      alias: string;
    }[];

    // Counted in memory, written once a minute: only the shutdown can have written them when the next start reads.
    for (let i = 0; i < 2; i++)
      expect((await fetch(`${server.baseUrl}/search/${encodeURIComponent('кукла')}`)).status).toBe(200);

    const slow = slowPost(server.baseUrl, '/api/add-to-cart', { pid: popular[0].id, count: 1 });
    await new Promise((r) => setTimeout(r, 300)); // the request has reached the server
    // Product pages never rendered yet (a render takes a while), connected before the signal comes.
    const pages = popular
      .slice(1, 5)
      .map((p) => fetch(`${server.baseUrl}/product/${p.alias.slice(1, -'.html'.length)}`));
    await new Promise((r) => setTimeout(r, 100));
    process.kill(server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    expect(await connects(server.baseUrl)).toBe(false); // no new connections
    slow.finish();

    const answered = await slow.reply;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.text)).toEqual(expect.objectContaining({ success: true }));
    for (const res of await Promise.all(pages)) expect(res.status).toBe(200);

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(server.dataDir, 'shop.lock'))).toBe(false);
    expect(fs.readFileSync(server.logFile, 'utf8')).toContain('[shutdown] done');

    const again = await startServer({ label: 'pglite-shutdown', env: { DATA_DIR: server.dataDir } });
    servers.push(again);
    expect((await fetch(`${again.baseUrl}/api/health`)).status).toBe(200);
    expect((await (await fetch(`${again.baseUrl}/api/search/popular`)).json()).queries).toContain('кукла');
  });

  it('the confirmation of an order acknowledged just before a kill -9 is sent by the next start', async () => {
    smtp = await startSmtpStandIn({ refuse: 0 });
    // No SMTP on the first server: its letter can only be in the outbox when the process dies.
    const first = await startServer({ label: 'pglite-mail-restart' });
    servers.push(first);
    const at = (p: string) => `${first.baseUrl}${p}`;
    const buyer = apiClient();
    const popular = (await buyer.api(at('/api/popular'))).json.products as { id: number }[];
    expect(
      (await buyer.api(at('/api/add-to-cart'), { method: 'POST', json: { pid: popular[0].id, count: 1 } })).status,
    ).toBe(200);
    const body = pickupPointOrder();
    const order = await buyer.api(at('/api/cart/order'), {
      method: 'POST',
      headers: { 'idempotency-key': newKey() },
      json: body,
    });
    expect(order.status).toBe(200);
    process.kill(first.pid, 'SIGKILL');
    await first.exited;

    const second = await startServer({
      label: 'pglite-mail-restart',
      env: { DATA_DIR: first.dataDir, SMTP_URL: smtp.url, JOBS_INTERVAL_SEC: '1' },
    });
    servers.push(second);
    const deadline = Date.now() + 30_000;
    while (!smtp.messages.some((m) => m.includes(body.email)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(smtp.messages.filter((m) => m.includes(body.email))).toHaveLength(1);
  });
});
