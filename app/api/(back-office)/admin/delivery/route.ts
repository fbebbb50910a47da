import type { AdminDeliveryResponse } from '@/lib/api/admin/delivery';
import { getDb } from '@/lib/db/client';
import { deliverySettings } from '@/lib/server/admin/delivery/tariffs';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

/** Tariffs, zones, services, methods and the free-delivery threshold. */
export const GET = adminRoute('delivery', async () =>
  json<AdminDeliveryResponse>(await deliverySettings(await getDb())),
);
