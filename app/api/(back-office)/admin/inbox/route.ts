import { inboxQuery, type InboxResponse } from '@/lib/api/admin/inbox';
import { getDb } from '@/lib/db/client';
import { listInbox } from '@/lib/server/admin/inbox/inbox';
import { readQuery } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

/** GET ?kind=question|wholesale|improve&status=open|answered&page= */
export const GET = adminRoute('inbox', async ({ request }) => {
  const query = readQuery(request, inboxQuery);
  return json<InboxResponse>(await listInbox(await getDb(), query));
});
