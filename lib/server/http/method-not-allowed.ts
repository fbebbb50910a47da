import http, { type IncomingMessage } from 'node:http';
import type { ApiFailure } from '@/lib/api/envelope';
import type { ShopResponse } from './shop-response';

export const WRONG_METHOD = 'Этот метод запроса здесь не поддерживается';

const ALLOW_LOOKUP_TIMEOUT_MS = 2000;

/**
 * A route handler answers only the methods its module exports; for any other Next.js itself answers 405 with an
 * empty body and no Allow header, before any code of ours runs. The shop's API answers every refusal as
 * `{success:false, error}`, so this server step has an /api/ response replace a 405 Next gives (shop-response.ts)
 * by that JSON, with the Allow header Next gives the same path's OPTIONS (it lists the module's exports), asked over
 * this server's own socket. Only wrong methods pay for that second request.
 */
export function answerWrongMethodAsJson(request: IncomingMessage, response: ShopResponse) {
  response.replaceStatus(405, () => {
    void allowedMethods(request).then((allow) => {
      const body = JSON.stringify({ success: false, error: WRONG_METHOD } satisfies ApiFailure);
      for (const name of ['content-length', 'content-encoding', 'transfer-encoding', 'etag'])
        response.removeHeader(name);
      response.writeHead(405, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        ...(allow ? { allow } : {}),
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    });
  });
}

/** The Allow header Next answers OPTIONS of the same path with (null when it cannot be had). */
function allowedMethods(request: IncomingMessage): Promise<string | null> {
  const { localAddress, localPort } = request.socket;
  if (!localAddress || !localPort) return Promise.resolve(null);
  return new Promise((resolve) => {
    const lookup = http.request(
      {
        host: localAddress.replace(/^::ffff:/, ''),
        port: localPort,
        method: 'OPTIONS',
        path: request.url,
        headers: { host: request.headers.host ?? `localhost:${localPort}` },
        agent: false,
        timeout: ALLOW_LOOKUP_TIMEOUT_MS,
      },
      (reply) => {
        reply.resume();
        const allow = reply.headers.allow;
        resolve(reply.statusCode === 204 && typeof allow === 'string' ? allow : null);
      },
    );
    lookup.on('timeout', () => lookup.destroy());
    lookup.on('error', () => resolve(null));
    lookup.end();
  });
}
