// The «Отписаться» link of an alert letter: the address and an HMAC of it under the shop's signing key, so it works
// without signing in and cannot be made for someone else's address. It does not expire: a letter read a month
// later must still let its reader leave.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingKey } from '@/lib/server/auth/secret';

const PURPOSE = 'alerts-unsubscribe:v1:';

async function mac(email: string): Promise<Buffer> {
  return createHmac('sha256', await signingKey())
    .update(PURPOSE + email)
    .digest();
}

export async function unsubscribeToken(email: string): Promise<string> {
  return `${Buffer.from(email, 'utf8').toString('base64url')}.${(await mac(email)).toString('base64url')}`;
}

/** The address a token was made for, or null when it was not made by this shop. */
export async function emailOfUnsubscribeToken(token: string): Promise<string | null> {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const given = Buffer.from(signature, 'base64url');
  const expected = await mac(email);
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}
