import { freeThresholdRequest, type FreeThresholdResponse } from '@/lib/api/admin/delivery';
import { getDb } from '@/lib/db/client';
import { setFreeDeliveryThreshold } from '@/lib/server/admin/delivery/tariffs';
import { deliveryChanged } from '@/lib/server/admin/revalidate-storefront';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** PUT {amount}: goods from this sum travel free; {amount: null} switches free delivery off. */
export const PUT = adminRoute('delivery', async ({ request, actor }) => {
  const { amount } = await readJson(request, freeThresholdRequest);
  const threshold = await setFreeDeliveryThreshold(await getDb(), actor, amount);
  deliveryChanged();
  return json<FreeThresholdResponse>({ success: true, free_delivery_from: threshold });
});
