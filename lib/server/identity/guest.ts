import { randomUUID } from 'node:crypto';
import { cookies } from 'next/headers';
import { GUEST_COOKIE, ONE_YEAR_S } from '@/lib/config/cookies';
import { shopCookieOptions } from '@/lib/server/http/cookie-options';

const GUEST_ID = /^[0-9a-f-]{36}$/;

/** The guest id from the httpOnly `guest` cookie, or null. */
export async function readGuestId(): Promise<string | null> {
  const value = (await cookies()).get(GUEST_COOKIE)?.value;
  return value && GUEST_ID.test(value) ? value : null;
}

/** The guest id, creating the cookie on the first call that needs one (route handlers only). */
export async function ensureGuestId(): Promise<string> {
  return (await readGuestId()) ?? rotateGuestId();
}

/**
 * A new guest id in place of the browser's, if any (route handlers only). At logout: whoever uses the browser next
 * shares nothing with the shopper who signed out — no cart, no wishlist, no order placed from it as a guest.
 */
export async function rotateGuestId(): Promise<string> {
  const id = randomUUID();
  (await cookies()).set(GUEST_COOKIE, id, { ...(await shopCookieOptions()), maxAge: ONE_YEAR_S });
  return id;
}
