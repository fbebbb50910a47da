import type { UserInfoResponse } from '@/lib/api/accounts';
import { shop } from '@/lib/config/shop';
import { getDb } from '@/lib/db/client';
import { readProfileCity } from '@/lib/server/accounts/profile-city';
import { cartCount } from '@/lib/server/cart/cart-count';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { readShopper } from '@/lib/server/identity/shopper';
import { expireOfferPagesOfAnotherDay } from '@/lib/server/promotions/product-of-the-day';

export const dynamic = 'force-dynamic';

/**
 * Personal, never cached: the header asks for it from the browser so catalogue HTML stays shared. Also the request
 * that notices a new Moscow day first (docs/adr/0077-day-price-everywhere.md).
 * A faulty token answers 401 with its fault message (docs/PRODUCT.md#token-faults); the client then reloads as a guest.
 */
export const GET = endpoint({ cache: 'personal' }, async () => {
  // Every page start asks this: the first ask of a new Moscow day drops the copies priced by yesterday's offer.
  expireOfferPagesOfAnotherDay();
  const shopper = await readShopper();
  const db = await getDb();
  const [count, city] = await Promise.all([
    cartCount(db, shopper),
    // The header takes it on a device with no city chosen (the cookie), so a signed-in shopper is asked once.
    shopper.userId !== null ? readProfileCity(db, shopper.userId) : null,
  ]);
  return json<UserInfoResponse>({
    is_guest: shopper.userId !== null ? 0 : 1,
    cart_count: count,
    city_phone: shop.cityPhone,
    city,
  });
});
