import { staffIdParam, type StaffPasswordReset } from '@/lib/api/admin/staff';
import { getDb } from '@/lib/db/client';
import { resetStaffPassword } from '@/lib/server/admin/staff/staff';
import { validate } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** A new temporary password (shown once; it expires and must be changed at sign-in); the person's sessions end. */
export const POST = adminRoute<{ id: string }>('staff', async ({ params, actor }) => {
  const { id } = validate(staffIdParam, params);
  const { staff, temporaryPassword } = await resetStaffPassword(await getDb(), id, actor);
  return json<StaffPasswordReset>({ success: true, error: null, staff, temporary_password: temporaryPassword });
});
