import type { ApiSuccess } from '@/lib/api/envelope';
import type { DayOffer } from '@/lib/api/promotions';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { dayOffer, expireOfferPagesOfAnotherDay } from '@/lib/server/promotions/product-of-the-day';

export const dynamic = 'force-dynamic';

/** Today's product of the day at its day price (null when no product qualifies). */
export const GET = endpoint({ cache: 'offerNow' }, async () => {
  const offer = await dayOffer(await getDb());
  if (offer) expireOfferPagesOfAnotherDay(offer.day);
  return json<ApiSuccess<{ offer: DayOffer | null }>>({ success: true, offer });
});
