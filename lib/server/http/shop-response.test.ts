import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { ShopResponse } from './shop-response';

let server: http.Server<typeof http.IncomingMessage, typeof ShopResponse> | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** One GET to a server created with the shop's response class, whose handler is given. */
async function answer(handle: (response: ShopResponse) => void) {
  server = http.createServer({ ServerResponse: ShopResponse }, (_request, response) => handle(response));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return { status: res.status, headers: res.headers, body: await res.text() };
}

describe('ShopResponse', () => {
  it('has an answer carry the default headers unless it set its own', async () => {
    const res = await answer((response) => {
      response.addDefaultHeaders([
        ['X-Frame-Options', 'DENY'],
        ['Referrer-Policy', 'strict-origin'],
      ]);
      response.writeHead(200, { 'referrer-policy': 'no-referrer' });
      response.end('ok');
    });
    expect([res.headers.get('x-frame-options'), res.headers.get('referrer-policy')]).toEqual(['DENY', 'no-referrer']);
  });

  it('lets an observer see the head and every chunk as they go out', async () => {
    const seen: string[] = [];
    const res = await answer((response) => {
      response.observe({
        head: (status, headers) => seen.push(`${status} ${headers['x-a']}`),
        body: (b) => seen.push(`${b}`),
      });
      response.setHeader('X-A', '1');
      response.write('one ');
      response.end(Buffer.from('two'));
    });
    expect(res.body).toBe('one two');
    expect(seen).toEqual(['200 1', 'one ', 'two']);
  });

  it('holds back an answer with the replaced status and sends the replacement instead', async () => {
    const res = await answer((response) => {
      response.replaceStatus(405, () => {
        response.writeHead(405, { 'content-type': 'application/json' });
        response.end('{"success":false}');
      });
      response.statusCode = 405;
      response.end('Next’s empty answer');
    });
    expect([res.status, res.headers.get('content-type'), res.body]).toEqual([
      405,
      'application/json',
      '{"success":false}',
    ]);
  });
});
