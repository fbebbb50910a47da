import { ensureShopper, readShopper, shopperKey } from '@/lib/server/identity/shopper';

/** The cart's owner key (`u:{id}` / `g:{uuid}`) without creating a guest; null for a brand-new visitor. */
export async function readCartOwner(): Promise<string | null> {
  const shopper = await readShopper();
  return shopper.userId === null && !shopper.guestId ? null : shopperKey(shopper);
}

/** The cart's owner key, creating the guest cookie when needed (adding to the cart). */
export async function ensureCartOwner(): Promise<string> {
  return shopperKey(await ensureShopper());
}
