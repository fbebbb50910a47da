import { ownPasswordRequest } from '@/lib/api/admin/staff';
import { getDb } from '@/lib/db/client';
import { changeOwnPassword } from '@/lib/server/admin/staff/own-password';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/**
 * `{current_password, new_password}`: the signed-in member of staff's own password. The one call open to someone
 * who signed in with a temporary password, which must be changed before anything else.
 */
export const POST = adminRoute(
  'dashboard',
  async ({ request, staff, actor }) => {
    const input = await readJson(request, ownPasswordRequest);
    await changeOwnPassword(await getDb(), staff, input, actor);
    return json({ success: true, error: null });
  },
  { beforePasswordChange: true },
);
