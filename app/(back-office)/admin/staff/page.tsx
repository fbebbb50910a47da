import type { Metadata } from 'next';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { AddStaffForm } from '@/components/admin/staff/add-staff-form';
import { StaffRowActions } from '@/components/admin/staff/staff-row-actions';
import { DateTime } from '@/components/admin/ui/cells';
import { DataTable } from '@/components/admin/ui/data-table';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Panel } from '@/components/admin/ui/panel';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import type { StaffMember } from '@/lib/api/admin/staff';
import { getDb } from '@/lib/db/client';
import { listStaff } from '@/lib/server/admin/staff/staff';
import { checkStaff } from '@/lib/server/staff/guard';
import { STAFF_ROLE_LABELS } from '@/lib/server/staff/permissions';

export const metadata: Metadata = { title: 'Сотрудники' };

export default async function StaffPage() {
  const access = await checkStaff('staff');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const me = access.staff.id;
  const staff = await listStaff(await getDb());
  const roles = Object.entries(STAFF_ROLE_LABELS).map(([value, label]) => ({ value, label }));
  return (
    <>
      <PageHeader title="Сотрудники" description="Каждый входит в панель со своей учётной записью." />
      <DataTable<StaffMember>
        caption="Сотрудники магазина"
        rows={staff}
        rowKey={(s) => s.id}
        columns={[
          { label: 'Сотрудник', cell: (s) => (s.name ? `${s.name} · ${s.email}` : s.email) },
          { label: 'Роль', cell: (s) => STAFF_ROLE_LABELS[s.role] },
          {
            label: 'Состояние',
            cell: (s) =>
              s.disabled ? (
                <StatusBadge tone="danger">Отключён</StatusBadge>
              ) : (
                <StatusBadge tone="success">Активен</StatusBadge>
              ),
          },
          { label: '2FA', cell: (s) => (s.two_factor ? 'включена' : 'нет') },
          { label: 'Добавлен', cell: (s) => <DateTime value={s.created_at} withTime={false} /> },
          {
            label: 'Действия',
            cell: (s) =>
              s.id === me ? (
                'это вы'
              ) : (
                <StaffRowActions id={s.id} email={s.email} role={s.role} disabled={s.disabled} />
              ),
          },
        ]}
      />
      <Panel title="Добавить сотрудника">
        <AddStaffForm roles={roles} />
      </Panel>
    </>
  );
}
