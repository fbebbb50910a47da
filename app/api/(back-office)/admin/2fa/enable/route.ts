import { enableTwoFactorRequest, type TwoFactorEnabled } from '@/lib/api/admin/two-factor';
import { getDb } from '@/lib/db/client';
import { enableTwoFactor } from '@/lib/server/admin/two-factor/two-factor';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** `{code}` from the app and the current `password` turn the factor on and answers the ten recovery codes (shown once). */
export const POST = adminRoute(
  'dashboard',
  async ({ request, staff, actor }) => {
    const input = await readJson(request, enableTwoFactorRequest);
    const codes = await enableTwoFactor(await getDb(), staff, input, actor);
    return json<TwoFactorEnabled>({ success: true, error: null, recovery_codes: codes });
  },
  { beforeSecondFactor: true },
);
