import { verifyTwoFactorRequest } from '@/lib/api/admin/two-factor';
import { getDb } from '@/lib/db/client';
import { passSecondFactor } from '@/lib/server/admin/two-factor/two-factor';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** Sign-in's second step: `{code}` from the app or `{recovery_code}`. */
export const POST = adminRoute(
  'dashboard',
  async ({ request, staff, actor }) => {
    const input = await readJson(request, verifyTwoFactorRequest);
    await passSecondFactor(await getDb(), staff, input, actor);
    return json({ success: true, error: null });
  },
  { beforeSecondFactor: true },
);
