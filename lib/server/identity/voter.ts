import { ensureShopper, shopperKey } from './shopper';

/** Who is voting: the signed-in user or the guest cookie (keys never collide: `u:` / `g:`). */
export async function currentVoterKey(): Promise<string> {
  return shopperKey(await ensureShopper());
}
