import type { Metadata } from 'next';
import { DashboardView } from '@/components/admin/dashboard/dashboard-view';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { getDb } from '@/lib/db/client';
import { dashboard } from '@/lib/server/admin/dashboard/dashboard';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Сводка' };

export default async function AdminDashboardPage() {
  if ('refusal' in (await checkStaff('dashboard'))) return <EmptyState title="Нет доступа" />;
  return <DashboardView data={await dashboard(await getDb())} />;
}
