import type { DashboardResponse } from '@/lib/api/admin/dashboard';
import { getDb } from '@/lib/db/client';
import { dashboard } from '@/lib/server/admin/dashboard/dashboard';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

export const GET = adminRoute('dashboard', async () =>
  json<DashboardResponse>({ success: true, dashboard: await dashboard(await getDb()) }),
);
