import { serverEnv } from '@/lib/server/env';
import { clientAddressFrom, isTrustedPeer } from './trusted-proxies';

/** Header in which instrumentation.ts records the socket's address for every request (clients cannot forge it). */
export const SOCKET_ADDRESS_HEADER = 'x-shop-socket-address';

/** What is read here of a request's headers: a fetch Request's, next/headers' or the request hook's own view. */
export interface HeaderSource {
  get(name: string): string | null;
}

/** The client's address: the socket's, or the X-Forwarded-For entry the trusted proxies vouch for (TRUST_PROXY). */
export function clientAddress(request: Request): string {
  const socket = request.headers.get(SOCKET_ADDRESS_HEADER) ?? 'unknown';
  return clientAddressFrom(serverEnv().TRUST_PROXY, socket, request.headers.get('x-forwarded-for'));
}

/** Whether the request came through one of our proxies, so its X-Forwarded-Proto and -Host are the proxy's word. */
export function viaTrustedProxy(headers: HeaderSource): boolean {
  return isTrustedPeer(serverEnv().TRUST_PROXY, headers.get(SOCKET_ADDRESS_HEADER));
}

/**
 * Whether the shopper reached the shop over https: SITE_URL says so (the deployment is https), or a trusted proxy
 * says it took the request over https (an https deployment that left SITE_URL at its default still counts).
 */
export function reachedOverHttps(headers: HeaderSource): boolean {
  if (serverEnv().SITE_URL.startsWith('https://')) return true;
  if (!viaTrustedProxy(headers)) return false;
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
