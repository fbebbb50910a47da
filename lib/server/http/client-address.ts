import { serverEnv } from '@/lib/server/env';

/** Header in which instrumentation.ts records the socket's address for every request (clients cannot forge it). */
export const SOCKET_ADDRESS_HEADER = 'x-shop-socket-address';

/** The client's address: the socket's, or the first X-Forwarded-For entry when TRUST_PROXY=1. */
export function clientAddress(request: Request): string {
  if (serverEnv().TRUST_PROXY) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return request.headers.get(SOCKET_ADDRESS_HEADER) ?? 'unknown';
}
