import http from 'node:http';
import { SOCKET_ADDRESS_HEADER } from './client-address';

/**
 * Next.js keeps a client-sent X-Forwarded-For as it is, so without a trusted proxy in front it cannot tell
 * who is calling. Every incoming request gets the socket's address in a header of ours, overwriting
 * anything the client sent under that name; rate limits read it (lib/server/http/client-address.ts).
 */
export function recordSocketAddresses() {
  const proto = http.Server.prototype as http.Server & { __shopPatched?: boolean };
  if (proto.__shopPatched) return;
  proto.__shopPatched = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? 'unknown';
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof proto.emit;
}
