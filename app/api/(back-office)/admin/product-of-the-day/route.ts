import {
  chooseOfferRequest,
  clearOfferQuery,
  type AdminOfferResponse,
  type AdminOffersResponse,
} from '@/lib/api/promotions';
import { getDb } from '@/lib/db/client';
import { offerChanged } from '@/lib/server/admin/revalidate-storefront';
import { readJson, readQuery } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { chooseOffer, clearOffer, listOffers } from '@/lib/server/promotions/product-of-the-day';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

/** Today's offer (chosen or automatic), the chosen upcoming days and the past month. */
export const GET = adminRoute('products', async () =>
  json<AdminOffersResponse>({ success: true, ...(await listOffers(await getDb())) }),
);

/** PUT {day, product_id, discount_percent}: chooses (or replaces) the product of a Moscow date, today or later. */
export const PUT = adminRoute('products', async ({ request, actor }) => {
  const input = await readJson(request, chooseOfferRequest);
  const offer = await chooseOffer(await getDb(), actor, input);
  offerChanged();
  return json<AdminOfferResponse>({ success: true, offer });
});

/** DELETE ?day=YYYY-MM-DD: the day goes back to the automatic pick. */
export const DELETE = adminRoute('products', async ({ request, actor }) => {
  const { day } = readQuery(request, clearOfferQuery);
  await clearOffer(await getDb(), actor, day);
  offerChanged();
  return json({ success: true });
});
