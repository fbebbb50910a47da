// Requests sent from a loopback address of their own (Linux routes all of 127.0.0.0/8 to lo), so per-address
// counters (login, registration) start at zero and the suites on 127.0.0.1 keep their budgets.
import http from 'node:http';
import { baseUrl } from './api';

export const randomLoopback = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;

/** POSTs JSON from `localAddress`; answers the status, the parsed body and the cookies the server set. */
export function postFromAddress(
  localAddress: string,
  urlPath: string,
  json: unknown,
): Promise<{ status: number; json: any; cookies: [string, string][] }> {
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
    const req = http.request(
      new URL(urlPath, baseUrl()),
      { method: 'POST', headers, localAddress, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {}
          const cookies = (res.headers['set-cookie'] ?? []).map((line) => {
            const pair = line.split(';')[0];
            const eq = pair.indexOf('=');
            return [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()] as [string, string];
          });
          resolve({ status: res.statusCode ?? 0, json: parsed, cookies });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
