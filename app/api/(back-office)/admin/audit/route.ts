import { auditQuery, type AuditPage } from '@/lib/api/admin/audit';
import { getDb } from '@/lib/db/client';
import { readQuery } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';
import { listAudit } from '@/lib/server/staff/audit';

/** The audit log, newest first, a page at a time. There is deliberately no way to change an entry. */
export const GET = adminRoute('audit', async ({ request }) => {
  const { page } = readQuery(request, auditQuery);
  return json<AuditPage>({ success: true, error: null, ...(await listAudit(await getDb(), page)) });
});
