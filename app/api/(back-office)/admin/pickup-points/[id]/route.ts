import { updatePickupPointRequest, type PickupPointResponse } from '@/lib/api/admin/delivery';
import { getDb } from '@/lib/db/client';
import { updatePickupPoint } from '@/lib/server/admin/delivery/pickup-points';
import { textParam } from '@/lib/server/admin/id-param';
import { deliveryChanged } from '@/lib/server/admin/revalidate-storefront';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** PATCH any of the point's fields; {is_active: false} hides it from the checkout. */
export const PATCH = adminRoute<{ id: string }>('delivery', async ({ request, params, actor }) => {
  const change = await readJson(request, updatePickupPointRequest);
  const point = await updatePickupPoint(await getDb(), actor, textParam(params.id), change);
  deliveryChanged();
  return json<PickupPointResponse>({ success: true, pickup_point: point });
});
