import { staffIdParam, updateStaffRequest, type StaffUpdated } from '@/lib/api/admin/staff';
import { getDb } from '@/lib/db/client';
import { updateStaff } from '@/lib/server/admin/staff/staff';
import { readJson, validate } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** `{role?, disabled?}`: a new role, or the account switched off (its sessions end) or on again. */
export const PATCH = adminRoute<{ id: string }>('staff', async ({ request, params, actor }) => {
  const { id } = validate(staffIdParam, params);
  const change = await readJson(request, updateStaffRequest);
  const staff = await updateStaff(await getDb(), id, change, actor);
  return json<StaffUpdated>({ success: true, error: null, staff });
});
