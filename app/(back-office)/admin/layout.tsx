import type { Metadata } from 'next';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { AdminBareChrome, AdminChrome } from '@/components/admin/shell/admin-chrome';
import { ADMIN_NAV } from '@/components/admin/shell/nav-items';
import { checkStaff, STAFF_SESSION_IDLE, type StaffRefusal } from '@/lib/server/staff/guard';
import { mayEnter, STAFF_ROLE_LABELS } from '@/lib/server/staff/permissions';
import { TEMPORARY_PASSWORD_EXPIRED } from '@/lib/server/staff/temporary-password';

const DOOR_NOTICES: Partial<Record<StaffRefusal['reason'], string>> = {
  idle: STAFF_SESSION_IDLE,
  password_expired: TEMPORARY_PASSWORD_EXPIRED,
};

export const metadata: Metadata = {
  title: { default: 'Панель магазина', template: '%s — панель магазина' },
  robots: { index: false, follow: false },
};

/**
 * The back office: its own chrome for staff, the door (sign-in, second factor, «Нет доступа») for anyone else.
 * Every page checks its own area too: Next renders a layout and its page independently.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const access = await checkStaff('dashboard');
  const staff = access.staff;
  if (!staff || ('refusal' in access && access.refusal.reason !== 'forbidden')) {
    const refusal = 'refusal' in access ? access.refusal : ({ reason: 'guest' } as const);
    return (
      <AdminBareChrome>
        <StaffDoor refusal={refusal} notice={DOOR_NOTICES[refusal.reason]} />
      </AdminBareChrome>
    );
  }
  const sections = ADMIN_NAV.filter((item) => mayEnter(staff.role, item.area)).map(({ href, label }) => ({
    href,
    label,
  }));
  return (
    <AdminChrome email={staff.email} roleLabel={STAFF_ROLE_LABELS[staff.role]} sections={sections}>
      {children}
    </AdminChrome>
  );
}
