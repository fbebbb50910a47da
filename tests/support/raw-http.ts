// Raw HTTP for the API suites, where fetch() cannot go: a request from a client address of the test's choosing
// (per-address rate limits; the server does not trust X-Forwarded-For), a body sent chunked without
// Content-Length, bytes that are not UTF-8. One request per connection, no keep-alive.
import http from 'node:http';
import { baseUrl } from './api';

export type RawReply = {
  status: number;
  json: any;
  text: string;
  contentType: string;
  /** The cookies the server set, as [name, value] pairs (an empty value deletes one). */
  cookies: [string, string][];
  /** The headers and the body's bytes as sent (still compressed when the server compressed them). */
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
  /** With `pieces`: the body's bytes written when the answer came, and whether the whole body had been written. */
  sent?: { bytes: number; finished: boolean };
};

export type RawRequest = {
  method?: string;
  body?: string | Buffer;
  /** The body's content type; null sends none. */
  contentType?: string | null;
  /** Several writes without Content-Length: Transfer-Encoding: chunked. */
  chunked?: boolean;
  /**
   * A body written piece by piece (chunked, unless headers give a Content-Length) as fast as the connection takes
   * it, and no more once the answer has come: a server that stops reading a body answers before it is all sent.
   */
  pieces?: Iterable<Buffer>;
  headers?: Record<string, string>;
  /** The client address; a fresh loopback address by default. */
  from?: string;
  /** The server to ask; the suite's server under test (baseUrl()) by default. */
  base?: string;
};

/** A loopback address no other test uses (Linux routes all of 127.0.0.0/8 to lo): per-address counters start at zero. */
export const randomLoopback = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;

export function rawRequest(
  path: string,
  {
    method = 'GET',
    body,
    contentType = 'application/json',
    chunked = false,
    pieces,
    headers = {},
    from = randomLoopback(),
    base,
  }: RawRequest = {},
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    // A body in pieces goes on a connection kept open, as browsers do: with «Connection: close» the server closes
    // right after an early answer, and writing on into the closed connection fails before the answer is read.
    const h: Record<string, string> = { ...(pieces ? { connection: 'keep-alive' } : {}), ...headers };
    if ((body !== undefined || pieces) && contentType) h['content-type'] = contentType;
    const sent = { bytes: 0, finished: false };
    let answered = false;
    if (body !== undefined && !chunked) h['content-length'] = String(Buffer.byteLength(body));
    const req = http.request(
      new URL(path, base ?? baseUrl()),
      { method, headers: h, localAddress: from, agent: false },
      (res) => {
        answered = true;
        const sentWhenAnswered = pieces ? { ...sent } : undefined;
        const chunks: Buffer[] = [];
        // A server killed after its headers went out cuts the body short: Node then ends the response with neither
        // 'end' nor (without a listener) 'error', so without these two the request would wait for ever.
        res.on('error', reject);
        res.on('close', () => {
          if (!res.complete) reject(new Error(`the response to ${method} ${path} was cut off`));
        });
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          // The rest of the pieces is never sent: the connection goes with the request.
          if (pieces) req.destroy();
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          let json: unknown = null;
          try {
            json = JSON.parse(text);
          } catch {}
          const cookies = (res.headers['set-cookie'] ?? []).map((line) => {
            const pair = line.split(';')[0];
            const eq = pair.indexOf('=');
            return [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()] as [string, string];
          });
          const contentType = String(res.headers['content-type'] ?? '');
          resolve({
            status: res.statusCode ?? 0,
            json,
            text,
            contentType,
            cookies,
            headers: res.headers,
            bytes,
            sent: sentWhenAnswered,
          });
        });
      },
    );
    // Pieces still being written after the server answered and closed: the answer is what counts.
    req.on('error', (error) => (pieces && answered ? undefined : reject(error)));
    if (pieces) {
      void (async () => {
        for (const piece of pieces) {
          if (answered || req.destroyed) return;
          sent.bytes += piece.length;
          if (!req.write(piece)) await new Promise((r) => req.once('drain', r));
        }
        sent.finished = true;
        req.end();
      })();
      return;
    }
    if (body !== undefined && chunked) {
      const buf = Buffer.from(body);
      for (let i = 0; i < buf.length; i += 16 * 1024) req.write(buf.subarray(i, i + 16 * 1024));
    }
    req.end(chunked ? undefined : body);
  });
}
