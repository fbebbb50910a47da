import { headers } from 'next/headers';
import { SHARED_COOKIE_OPTIONS } from '@/lib/config/cookies';
import { reachedOverHttps } from './client-address';

/**
 * Options of the shop's own cookies (session `token`, `guest`): the shared ones (lib/config/cookies.ts: SameSite=Lax,
 * Path=/), httpOnly, and Secure whenever the shop is reached over https (client-address.ts: SITE_URL is https, or a
 * trusted proxy's X-Forwarded-Proto says so).
 */
export async function shopCookieOptions() {
  return { ...SHARED_COOKIE_OPTIONS, httpOnly: true, secure: reachedOverHttps(await headers()) };
}
