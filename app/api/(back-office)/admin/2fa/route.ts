import type { TwoFactorStatus } from '@/lib/api/admin/two-factor';
import { getDb } from '@/lib/db/client';
import { twoFactorStatus } from '@/lib/server/admin/two-factor/two-factor';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** Whether the signed-in staff member's second factor is on, required, passed in this session. */
export const GET = adminRoute(
  'dashboard',
  async ({ staff }) =>
    json<TwoFactorStatus>({ success: true, error: null, ...(await twoFactorStatus(await getDb(), staff)) }),
  { beforeSecondFactor: true },
);
