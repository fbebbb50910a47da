// Graceful shutdown: on SIGTERM the server stops accepting, finishes what is in flight (a POST whose body is still
// arriving, page renders), then closes the database and exits 0, leaving the PGlite folder unlocked; a new server
// on the same folder then starts at once. (PGlite pass: the folder lock is what is checked.)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { testDb } from '../support/api';
import { startServer, type RunningServer } from '../support/server';

jest.setTimeout(240_000);

const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.allSettled(servers.map((s) => s.stop()));
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
  });
});
