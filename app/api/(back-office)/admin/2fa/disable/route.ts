import { disableTwoFactorRequest } from '@/lib/api/admin/two-factor';
import { getDb } from '@/lib/db/client';
import { disableTwoFactor } from '@/lib/server/admin/two-factor/two-factor';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** `{code, password}`: turns the signed-in staff member's second factor off (refused where the shop requires it). */
export const POST = adminRoute('dashboard', async ({ request, staff, actor }) => {
  const input = await readJson(request, disableTwoFactorRequest);
  await disableTwoFactor(await getDb(), staff, input, actor);
  return json({ success: true, error: null });
});
