import { headers } from 'next/headers';
import { SHARED_COOKIE_OPTIONS } from '@/lib/config/cookies';
import { serverEnv } from '@/lib/server/env';

/**
 * Options of the shop's own cookies (session `token`, `guest`): the shared ones (lib/config/cookies.ts: SameSite=Lax,
 * Path=/), httpOnly, and Secure when the shop is reached over https: SITE_URL says so, or, behind a trusted proxy
 * (TRUST_PROXY=1), the proxy's X-Forwarded-Proto does (an https deployment that left SITE_URL at its default still gets Secure cookies).
 */
export async function shopCookieOptions() {
  return { ...SHARED_COOKIE_OPTIONS, httpOnly: true, secure: await reachedOverHttps() };
}

async function reachedOverHttps(): Promise<boolean> {
  const env = serverEnv();
  if (env.SITE_URL.startsWith('https://')) return true;
  if (!env.TRUST_PROXY) return false;
  const proto = (await headers()).get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}
