// The session cookie `token` (docs/PRODUCT.md#sessions): httpOnly, SameSite=Lax, Path=/, Secure on https.
import { cookies } from 'next/headers';
import { TOKEN_COOKIE } from '@/lib/config/cookies';
import { shopCookieOptions } from '@/lib/server/http/cookie-options';

/** Route handlers only. */
export async function setTokenCookie(token: string, expiresAt: Date): Promise<void> {
  (await cookies()).set(TOKEN_COOKIE, token, { ...(await shopCookieOptions()), expires: expiresAt });
}

/** Route handlers only; elsewhere (server components cannot set cookies) it does nothing. */
export async function clearTokenCookie(): Promise<void> {
  try {
    (await cookies()).set(TOKEN_COOKIE, '', { ...(await shopCookieOptions()), maxAge: 0 });
  } catch {
    /* rendering a page: the browser keeps the cookie until an API call clears it */
  }
}
