import type { IncomingMessage } from 'node:http';
import { serverEnv } from '@/lib/server/env';
import { clientAddressFrom, isTrustedPeer } from './trusted-proxies';

/** Header in which the shop's server records the socket's address for every request (socket-address.ts; clients
 *  cannot forge it). */
export const SOCKET_ADDRESS_HEADER = 'x-shop-socket-address';

/** What is read here of a request's headers: a fetch Request's, next/headers' or the shop server's own view. */
export interface HeaderSource {
  get(name: string): string | null;
}

/** The client's address: the socket's, or the X-Forwarded-For entry the trusted proxies vouch for (TRUST_PROXY). */
export function clientAddress(request: Request): string {
  return clientAddressOf(request.headers);
}

/** The same, from any view of the headers (the server's fast routes read a Node request's). */
export function clientAddressOf(headers: HeaderSource): string {
  const socket = headers.get(SOCKET_ADDRESS_HEADER) ?? 'unknown';
  return clientAddressFrom(serverEnv().TRUST_PROXY, socket, headers.get('x-forwarded-for'));
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

/** A Node request's headers as this module reads them (the shop's server sees Node's, not a fetch Request). */
export function nodeHeaders(request: IncomingMessage): HeaderSource {
  return {
    get(name) {
      const value = request.headers[name];
      return (Array.isArray(value) ? value.join(', ') : value) ?? null;
    },
  };
}
