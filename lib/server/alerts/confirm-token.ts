// The link of an alert's confirmation letter: what it confirms (a stock alert: product and address; the price-drop
// switch: account and address) and when the letter was written, with an HMAC under the shop's signing key — the
// approach of ./unsubscribe-token.ts under a purpose of its own, so neither token passes for the other. Only the
// mailbox's reader has it, so opening it proves the address wants the letters. It lasts CONFIRM_DAYS.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingKey } from '@/lib/server/auth/secret';

const PURPOSE = 'alerts-confirm:v1:';
export const CONFIRM_DAYS = 7;

/** `stock`: the alert of `id` (a product) for `email`; `price`: the price-drop switch of account `id`. */
type Confirmation = { kind: 'stock' | 'price'; id: number; email: string; issuedAt: Date };

async function mac(payload: string): Promise<Buffer> {
  return createHmac('sha256', await signingKey())
    .update(PURPOSE + payload)
    .digest();
}

export async function confirmToken(what: Omit<Confirmation, 'issuedAt'>, now = new Date()): Promise<string> {
  const payload = `${what.kind}:${what.id}:${now.getTime()}:${what.email}`;
  return `${Buffer.from(payload, 'utf8').toString('base64url')}.${(await mac(payload)).toString('base64url')}`;
}

/** What a token confirms, or null when this shop did not make it or it is older than CONFIRM_DAYS. */
export async function confirmationOfToken(token: string, now = new Date()): Promise<Confirmation | null> {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const given = Buffer.from(signature, 'base64url');
  const expected = await mac(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const match = /^(stock|price):(\d+):(\d+):(.+)$/s.exec(payload);
  if (!match) return null;
  const issuedAt = new Date(Number(match[3]));
  if (now.getTime() - issuedAt.getTime() > CONFIRM_DAYS * 86_400_000) return null;
  return { kind: match[1] as Confirmation['kind'], id: Number(match[2]), email: match[4], issuedAt };
}
