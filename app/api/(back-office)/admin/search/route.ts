import { adminSearchQuery, type AdminSearchResponse } from '@/lib/api/admin/search';
import { getDb } from '@/lib/db/client';
import { readQuery } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { searchStats } from '@/lib/server/search';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

export const GET = adminRoute('products', async ({ request }) => {
  const { days } = readQuery(request, adminSearchQuery);
  return json<AdminSearchResponse>({ success: true, stats: await searchStats(await getDb(), days) });
});
