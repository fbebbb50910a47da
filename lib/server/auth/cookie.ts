// The session cookie `token` (PRODUCT.md §2): httpOnly, SameSite=Lax, Path=/, Secure when the shop is on https.
import { cookies } from 'next/headers';
import { serverEnv } from '@/lib/server/env';

export const TOKEN_COOKIE = 'token';

const baseOptions = () => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: serverEnv().SITE_URL.startsWith('https://'),
});

/** Route handlers only. */
export async function setTokenCookie(token: string, expiresAt: Date): Promise<void> {
  (await cookies()).set(TOKEN_COOKIE, token, { ...baseOptions(), expires: expiresAt });
}

/** Route handlers only; elsewhere (server components cannot set cookies) it does nothing. */
export async function clearTokenCookie(): Promise<void> {
  try {
    (await cookies()).set(TOKEN_COOKIE, '', { ...baseOptions(), maxAge: 0 });
  } catch {
    /* rendering a page: the browser keeps the cookie until an API call clears it */
  }
}
