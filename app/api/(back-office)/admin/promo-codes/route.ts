import { createPromoCodeRequest, type PromoCodeResponse, type PromoCodesResponse } from '@/lib/api/admin/promo-codes';
import { getDb } from '@/lib/db/client';
import { createPromoCode, listPromoCodes } from '@/lib/server/admin/promo-codes/promo-codes';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

/** Every promo code with its uses so far. */
export const GET = adminRoute('promoCodes', async () =>
  json<PromoCodesResponse>({ success: true, promo_codes: await listPromoCodes(await getDb()) }),
);

/** POST {code, kind, value, min_total?, starts_at?, ends_at?, usage_limit?, active?}; a taken code is a 409. */
export const POST = adminRoute('promoCodes', async ({ request, actor }) => {
  const input = await readJson(request, createPromoCodeRequest);
  const promo = await createPromoCode(await getDb(), actor, {
    ...input,
    starts_at: input.starts_at ?? null,
    ends_at: input.ends_at ?? null,
    usage_limit: input.usage_limit ?? null,
  });
  return json<PromoCodeResponse>({ success: true, promo_code: promo }, { status: 201 });
});
