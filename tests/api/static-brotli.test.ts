// The client bundle's scripts go out in Brotli to a browser that accepts it (the build's `.br` copies,
// lib/server/http/static-brotli.ts), with the headers Next gives them, and in gzip from Next to one that does not:
// the same bytes either way.
import { describe, expect, it } from '@jest/globals';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { baseUrl } from '../support/api';
import { rawRequest } from '../support/raw-http';

/** A request with only Accept-Encoding, whose reply keeps the body as sent (still compressed). */
const rawGet = (path: string, acceptEncoding: string, method = 'GET') =>
  rawRequest(path, { method, headers: { 'accept-encoding': acceptEncoding } });

async function firstScript(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/`)).text();
  const src = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('the home page names no script under /_next/static/chunks/');
  return src;
}

describe('the client bundle in Brotli', () => {
  it('sends a script in Brotli when the browser takes it, the same bytes as Next sends in gzip', async () => {
    const script = await firstScript();
    const br = await rawGet(script, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length);

    const gzip = await rawGet(script, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const fromBrotli = brotliDecompressSync(br.bytes);
    expect(fromBrotli.equals(gunzipSync(gzip.bytes))).toBe(true);
    expect(br.bytes.length).toBeLessThan(gzip.bytes.length);
  });

  it('leaves the answer to Next when Brotli is refused, for HEAD without a body, and for names it does not know', async () => {
    const script = await firstScript();
    expect((await rawGet(script, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    const head = await rawGet(script, 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.bytes.length).toBe(0);
    expect((await rawGet('/_next/static/chunks/no-such-chunk.js', 'br')).status).toBe(404);
    expect((await rawGet('/_next/static/..%2F..%2Fpackage.json', 'br')).status).toBe(404);
  });
});
