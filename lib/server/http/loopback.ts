// For test-only endpoints (GET /api/test/outbox): a request that came straight from this machine.
import { SOCKET_ADDRESS_HEADER } from './client-address';

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (`::ffff:127.0.0.1`, how a dual-stack socket reports it). */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return true;
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/**
 * Every client address the proxy headers name. Next.js itself fills X-Forwarded-For with the socket's address when
 * the request has none, so its presence says nothing; what it names does.
 */
function forwardedAddresses(headers: Headers): string[] {
  const named = [
    ...(headers.get('x-forwarded-for')?.split(',') ?? []),
    ...(headers.get('x-real-ip') ? [headers.get('x-real-ip')!] : []),
    ...[...(headers.get('forwarded') ?? '').matchAll(/for=\s*"?([^;,"]+)/gi)].map((m) => m[1]),
  ];
  // `[::1]:8080` and `127.0.0.1:8080` (Forwarded) are the addresses without brackets and port.
  return named.map((a) =>
    a
      .trim()
      .replace(/^\[([^\]]+)\](?::\d+)?$/, '$1')
      .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1'),
  );
}

/**
 * Whether the socket's own address (recorded by the shop's server, which overwrites a client-sent copy; never
 * X-Forwarded-For, whatever TRUST_PROXY says) is loopback, and no proxy header names anyone else: behind a reverse
 * proxy on the same host every socket is loopback, and the proxy's header is then what tells a far client apart.
 */
export function cameFromThisMachine(request: Request): boolean {
  const socket = request.headers.get(SOCKET_ADDRESS_HEADER);
  if (!socket || !isLoopbackAddress(socket)) return false;
  return forwardedAddresses(request.headers).every(isLoopbackAddress);
}
