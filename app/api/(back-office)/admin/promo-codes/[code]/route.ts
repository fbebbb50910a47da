import { updatePromoCodeRequest, type PromoCodeResponse } from '@/lib/api/admin/promo-codes';
import { getDb } from '@/lib/db/client';
import { updatePromoCode } from '@/lib/server/admin/promo-codes/promo-codes';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';
import { textParam } from '@/lib/server/admin/id-param';

/** PATCH any of {kind, value, min_total, starts_at, ends_at, usage_limit, active}; `active: false` switches it off. */
export const PATCH = adminRoute<{ code: string }>('promoCodes', async ({ request, params, actor }) => {
  const change = await readJson(request, updatePromoCodeRequest);
  const promo = await updatePromoCode(await getDb(), actor, textParam(params.code), change);
  return json<PromoCodeResponse>({ success: true, promo_code: promo });
});
