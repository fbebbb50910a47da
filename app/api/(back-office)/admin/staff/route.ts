import { createStaffRequest, type StaffCreated, type StaffList } from '@/lib/api/admin/staff';
import { getDb } from '@/lib/db/client';
import { addStaff, listStaff } from '@/lib/server/admin/staff/staff';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** Everyone who may enter the back office, active first. */
export const GET = adminRoute('staff', async () =>
  json<StaffList>({ success: true, error: null, staff: await listStaff(await getDb()) }),
);

/** `{email, name, role}` adds a person; the answer carries their temporary password, shown once. */
export const POST = adminRoute('staff', async ({ request, actor }) => {
  const input = await readJson(request, createStaffRequest);
  const { staff, temporaryPassword } = await addStaff(await getDb(), input, actor);
  return json<StaffCreated>({ success: true, error: null, staff, temporary_password: temporaryPassword });
});
