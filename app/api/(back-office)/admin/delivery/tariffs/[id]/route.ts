import { updateTariffRequest, type TariffResponse } from '@/lib/api/admin/delivery';
import { getDb } from '@/lib/db/client';
import { updateTariff } from '@/lib/server/admin/delivery/tariffs';
import { idParam } from '@/lib/server/admin/id-param';
import { deliveryChanged } from '@/lib/server/admin/revalidate-storefront';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** PATCH any of {price, min_days, max_days} */
export const PATCH = adminRoute<{ id: string }>('delivery', async ({ request, params, actor }) => {
  const id = idParam(params.id);
  const change = await readJson(request, updateTariffRequest);
  const tariff = await updateTariff(await getDb(), actor, id, change);
  deliveryChanged();
  return json<TariffResponse>({ success: true, tariff });
});
