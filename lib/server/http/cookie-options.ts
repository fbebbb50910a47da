import { headers } from 'next/headers';
import { serverEnv } from '@/lib/server/env';

/**
 * Options of the shop's own cookies (session `token`, `guest`): httpOnly, SameSite=Lax, Path=/, and Secure when
 * the shop is reached over https: SITE_URL says so, or, behind a trusted proxy (TRUST_PROXY=1), the proxy's
 * X-Forwarded-Proto does (an https deployment that left SITE_URL at its default still gets Secure cookies).
 */
export async function shopCookieOptions() {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: await reachedOverHttps() };
}

async function reachedOverHttps(): Promise<boolean> {
  const env = serverEnv();
  if (env.SITE_URL.startsWith('https://')) return true;
  if (!env.TRUST_PROXY) return false;
  const proto = (await headers()).get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}
