// For test-only endpoints (GET /api/test/outbox): a request that came straight from this machine.
import { SOCKET_ADDRESS_HEADER } from './client-address';

/** Headers a proxy adds: a request carrying one came through a proxy, maybe for someone far away. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (`::ffff:127.0.0.1`, how a dual-stack socket reports it). */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return true;
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/**
 * Whether the socket's own address (recorded by the request hook, which overwrites a client-sent copy; never
 * X-Forwarded-For, whatever TRUST_PROXY says) is loopback and no proxy stood in between: behind a reverse proxy on
 * the same host every socket is loopback, so a forwarded request is refused too.
 */
export function cameFromThisMachine(request: Request): boolean {
  const socket = request.headers.get(SOCKET_ADDRESS_HEADER);
  if (!socket || !isLoopbackAddress(socket)) return false;
  return PROXY_HEADERS.every((name) => !request.headers.has(name));
}
