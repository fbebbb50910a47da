import { authenticate, currentUser } from '@/lib/server/auth/current-user';
import { ensureGuestId, readGuestId } from './guest';

/**
 * Who is shopping: a signed-in user and/or the guest cookie. Carts, wishlists and votes belong to the user
 * when there is one, else to the guest.
 */
export type Shopper = { userId: number | null; guestId: string | null };

/**
 * The current shopper without creating anything (route handlers). A faulty or revoked token answers 401 with
 * its fault message and clears the cookie (docs/PRODUCT.md#token-faults), rather than silently making the shopper a guest.
 */
export async function readShopper(): Promise<Shopper> {
  const user = await currentUser();
  return { userId: user?.id ?? null, guestId: await readGuestId() };
}

/** The current shopper, creating the guest cookie when there is neither a user nor a guest yet. */
export async function ensureShopper(): Promise<Shopper & ({ userId: number } | { guestId: string })> {
  const shopper = await readShopper();
  if (shopper.userId !== null) return shopper as Shopper & { userId: number };
  return { userId: null, guestId: shopper.guestId ?? (await ensureGuestId()) };
}

/** For server-rendered personal pages (cannot set cookies): a faulty token reads as a guest. */
export async function readShopperForPage(): Promise<Shopper> {
  const { user } = await authenticate();
  return { userId: user?.id ?? null, guestId: await readGuestId() };
}

/** A stable key for per-shopper rows (votes, wishlist): `u:{id}` or `g:{uuid}`. */
export const shopperKey = (s: Shopper) => (s.userId !== null ? `u:${s.userId}` : `g:${s.guestId}`);

export const userKey = (userId: number) => `u:${userId}`;
export const guestKey = (guestId: string) => `g:${guestId}`;
