import type { Metadata } from 'next';
import { ChangeCell } from '@/components/admin/audit/change-cell';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { DateTime } from '@/components/admin/ui/cells';
import { DataTable } from '@/components/admin/ui/data-table';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Pager } from '@/components/admin/ui/pager';
import { auditQuery, type AuditEntry } from '@/lib/api/admin/audit';
import { getDb } from '@/lib/db/client';
import { listAudit } from '@/lib/server/staff/audit';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Журнал действий' };

export default async function AuditPage({ searchParams }: PageProps<'/admin/audit'>) {
  const access = await checkStaff('audit');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const parsed = auditQuery.safeParse({ page: (await searchParams).page });
  const page = parsed.success ? parsed.data.page : 1;
  const log = await listAudit(await getDb(), page);
  return (
    <>
      <PageHeader
        title="Журнал действий"
        description="Кто, когда и что изменил. Записи журнала не редактируются и не удаляются."
      />
      <DataTable<AuditEntry>
        empty={<EmptyState title={page > 1 ? 'На этой странице записей нет' : 'Пока ничего не изменялось'} />}
        caption="Журнал действий сотрудников"
        rows={log.entries}
        rowKey={(e) => e.id}
        columns={[
          { label: 'Когда', cell: (e) => <DateTime value={e.at} /> },
          { label: 'Кто', cell: (e) => e.actor },
          { label: 'Действие', cell: (e) => e.action_label },
          { label: 'Объект', cell: (e) => `${e.entity} № ${e.entity_id}` },
          { label: 'Было → стало', cell: (e) => <ChangeCell before={e.before} after={e.after} /> },
        ]}
      />
      <Pager path="/admin/audit" page={log.page} total={log.total} pageSize={log.page_size} />
    </>
  );
}
