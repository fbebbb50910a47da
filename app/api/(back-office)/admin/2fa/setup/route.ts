import type { TwoFactorSetup } from '@/lib/api/admin/two-factor';
import { getDb } from '@/lib/db/client';
import { startTwoFactorSetup } from '@/lib/server/admin/two-factor/two-factor';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** A new secret with its QR code; the factor is on only once a code confirms it (POST …/enable). */
export const POST = adminRoute(
  'dashboard',
  async ({ staff }) =>
    json<TwoFactorSetup>({ success: true, error: null, ...(await startTwoFactorSetup(await getDb(), staff)) }),
  { beforeSecondFactor: true },
);
