import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { ApiFailure } from '@/lib/api/envelope';

export const WRONG_METHOD = 'Этот метод запроса здесь не поддерживается';

const ALLOW_LOOKUP_TIMEOUT_MS = 2000;

/**
 * A route handler answers only the methods its module exports; for any other Next.js itself answers 405 with an
 * empty body and no Allow header, before any code of ours runs. The shop's API answers every refusal as
 * `{success:false, error}`, so the request hook lets this watch each /api/ response: a 405 on its way out is held
 * back and replaced by that JSON, with the Allow header Next gives the same path's OPTIONS (it lists the module's
 * exports), asked over this server's own socket. Only wrong methods pay for that second request.
 */
export function answerWrongMethodAsJson(request: IncomingMessage, response: ServerResponse) {
  const writeHead = response.writeHead;
  const write = response.write;
  const end = response.end;
  let held = false;
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (status !== 405) return writeHead.apply(this, [status, ...rest] as Parameters<typeof writeHead>);
    this.statusCode = 405;
    held = true;
    return this;
  } as typeof response.writeHead;
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    // Next sends a 405 without a body: nothing of it is kept.
    if (held) return true;
    return write.apply(this, args as Parameters<typeof write>);
  } as typeof response.write;
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!held && (this.statusCode !== 405 || this.headersSent)) return end.apply(this, args as Parameters<typeof end>);
    response.writeHead = writeHead;
    response.write = write;
    response.end = end;
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
    return this;
  } as typeof response.end;
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
