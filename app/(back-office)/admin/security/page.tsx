import type { Metadata } from 'next';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { TwoFactorSettings } from '@/components/admin/two-factor/two-factor-settings';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Panel } from '@/components/admin/ui/panel';
import { getDb } from '@/lib/db/client';
import { twoFactorStatus } from '@/lib/server/admin/two-factor/two-factor';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Вход и безопасность' };

/** Every staff member's own sign-in settings: the second factor. */
export default async function SecurityPage() {
  const access = await checkStaff('dashboard');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const status = await twoFactorStatus(await getDb(), access.staff);
  return (
    <>
      <PageHeader title="Вход и безопасность" description={access.staff.email} />
      <Panel title="Двухфакторный вход">
        <TwoFactorSettings
          enabled={status.enabled}
          required={status.required}
          recoveryCodesLeft={status.recovery_codes_left}
        />
      </Panel>
    </>
  );
}
