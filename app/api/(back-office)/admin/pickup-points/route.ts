import {
  createPickupPointRequest,
  pickupPointsQuery,
  type PickupPointResponse,
  type PickupPointsResponse,
} from '@/lib/api/admin/delivery';
import { getDb } from '@/lib/db/client';
import { createPickupPoint, listAdminPickupPoints } from '@/lib/server/admin/delivery/pickup-points';
import { deliveryChanged } from '@/lib/server/admin/revalidate-storefront';
import { readJson, readQuery } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

/** GET ?q=&service_id=: every pickup point, hidden ones too. */
export const GET = adminRoute('delivery', async ({ request }) => {
  const { q, service_id } = readQuery(request, pickupPointsQuery);
  return json<PickupPointsResponse>({
    success: true,
    pickup_points: await listAdminPickupPoints(await getDb(), { q, serviceId: service_id }),
  });
});

/** POST {service_id, city, address, postcode, lat, lng, hours, is_active?} */
export const POST = adminRoute('delivery', async ({ request, actor }) => {
  const input = await readJson(request, createPickupPointRequest);
  const point = await createPickupPoint(await getDb(), actor, input);
  deliveryChanged();
  return json<PickupPointResponse>({ success: true, pickup_point: point }, { status: 201 });
});
