import type { IncomingMessage } from 'node:http';
import { SOCKET_ADDRESS_HEADER } from './client-address';

/**
 * Next.js keeps a client-sent X-Forwarded-For as it is, so without a trusted proxy in front it cannot tell
 * who is calling. Every incoming request gets the socket's address in a header of ours, overwriting
 * anything the client sent under that name; rate limits read it (lib/server/http/client-address.ts).
 */
export function recordSocketAddress(request: IncomingMessage) {
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? 'unknown';
}
