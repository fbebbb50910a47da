import { promoCodeRequest } from '@/lib/api/cart';
import type { PromoCodeResponse } from '@/lib/api/cart';
import { getDb } from '@/lib/db/client';
import { readCart } from '@/lib/server/cart/cart-read';
import { ensureCartOwner, readCartOwner } from '@/lib/server/cart/cart-owner';
import { applyPromoCode, removePromoCode } from '@/lib/server/cart/promo-codes';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';

/** POST {promo_code}: applies it to the cart; each refusal is a 4xx with its reason in errors.promo_code. */
export const POST = endpoint(
  { rateLimit: LIMITS.promoAddress, body: promoCodeRequest },
  async ({ body: { promo_code } }) => {
    const owner = await ensureCartOwner();
    await enforceRateLimit(LIMITS.promo, owner);
    const db = await getDb();
    const before = await readCart(db, owner);
    await applyPromoCode(db, owner, promo_code, before.products_cost);
    const cart = await readCart(db, owner);
    return json<PromoCodeResponse>({
      success: true,
      promo_code: cart.promo_code,
      promo: cart.promo,
      discount: cart.discount,
    });
  },
);

export const DELETE = endpoint({}, async () => {
  const owner = await readCartOwner();
  if (owner) await removePromoCode(await getDb(), owner);
  return json<PromoCodeResponse>({ success: true, promo_code: null, promo: null, discount: 0 });
});
