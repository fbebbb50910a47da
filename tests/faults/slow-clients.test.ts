// Slow clients hurt nobody: while a crowd of connections trickles its headers, trickles a request body, or never
// reads a large answer, ordinary shoppers are still served — pages, the personal API, the cart and a checkout.
// (A black-box measurement found this held; this suite keeps it so.) Runs on the embedded database: it needs no
// service. What it reports in the log are the shoppers' times under that load; it asserts only that every
// shopper's request was answered correctly.
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startServer, type RunningServer } from '../support/server';
import { Visitor } from './fault-support';

jest.setTimeout(120_000);

let server: RunningServer;
const sockets: net.Socket[] = [];
const timers: NodeJS.Timeout[] = [];

beforeAll(async () => {
  server = await startServer({ label: 'slow-clients' });
}, 300_000);

afterAll(async () => {
  for (const t of timers) clearInterval(t);
  for (const s of sockets) s.destroy();
  await server?.stop();
});

function connect(): Promise<net.Socket> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(port) }, () => resolve(socket));
    socket.on('error', () => {}); // the server may close a slow client: that is its right
    socket.once('error', reject);
    sockets.push(socket);
  });
}

/** Sends `text` one byte per `everyMs`, never finishing within the test. */
function trickle(socket: net.Socket, text: string, everyMs: number): void {
  let at = 0;
  const timer = setInterval(() => {
    if (at < text.length && !socket.destroyed) socket.write(text[at++]);
  }, everyMs);
  timers.push(timer);
}

describe('slow clients', () => {
  it('a crowd of trickling and non-reading connections does not stop shoppers from being served', async () => {
    const host = new URL(server.baseUrl).host;
    // 150 connections sending their headers a byte a second.
    for (let i = 0; i < 150; i++) {
      trickle(
        await connect(),
        `GET /api/user-info HTTP/1.1\r\nHost: ${host}\r\nX-Pad: ${'x'.repeat(500)}\r\n\r\n`,
        1000,
      );
    }
    // 50 connections announcing a body and sending it a byte a second.
    for (let i = 0; i < 50; i++) {
      const socket = await connect();
      socket.write(
        `POST /api/add-to-cart HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
          `Origin: ${server.baseUrl}\r\nContent-Length: 5000\r\n\r\n`,
      );
      trickle(socket, `{"pid":1,"count":1,"pad":"${'y'.repeat(4900)}"}`, 1000);
    }
    // 50 connections asking for the home page (hundreds of KB) and never reading the answer.
    for (let i = 0; i < 50; i++) {
      const socket = await connect();
      socket.pause();
      socket.write(`GET / HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: identity\r\n\r\n`);
    }

    const shopper = new Visitor(() => server.baseUrl);
    const times: number[] = [];
    const timed = async <T>(call: () => Promise<T>): Promise<T> => {
      const started = Date.now();
      const result = await call();
      times.push(Date.now() - started);
      return result;
    };
    for (let round = 0; round < 5; round++) {
      const home = await timed(() => shopper.send('/'));
      expect(home.status).toBe(200);
      expect((await timed(() => shopper.send('/api/user-info'))).status).toBe(200);
      expect((await timed(() => shopper.send('/api/popular'))).status).toBe(200);
    }
    // A product in stock from the demo catalogue (ids 1…360), into the cart, then a checkout.
    let added = 0;
    for (let pid = 300; pid <= 360 && added !== 200; pid++) {
      added = (await timed(() => shopper.send('/api/add-to-cart', { method: 'POST', json: { pid, count: 1 } }))).status;
    }
    expect(added).toBe(200);
    const checkout = await timed(() =>
      shopper.send('/api/cart/order', {
        method: 'POST',
        headers: { 'idempotency-key': randomUUID() },
        json: {
          surname: 'Иванова',
          name: 'Анна',
          phone: '+7 (916) 123-45-67',
          agreement: true,
          email: `slow-${randomUUID().slice(0, 8)}@example.com`,
          shipping_id: 1,
          payment_id: 1,
          address: 'Новосибирск, Красный пр-т, д. 1, кв. 5',
          postcode: '630091',
        },
      }),
    );
    expect(checkout.status).toBe(200);
    expect(checkout.json.number).toBeTruthy();
    const sorted = [...times].sort((x, y) => x - y);
    console.log(
      `[slow-clients] ${sockets.length} slow connections open; shoppers' requests: median ${sorted[sorted.length >> 1]} ms, ` +
        `slowest ${sorted[sorted.length - 1]} ms (${times.length} requests)`,
    );
  });
});
