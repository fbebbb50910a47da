import { CabinetSignIn } from '@/components/account/cabinet-sign-in';
import { PasswordForm } from '@/components/account/password-form';
import { ProfileView } from '@/components/account/profile-view';
import { getDb } from '@/lib/db/client';
import { readPersonal } from '@/lib/server/accounts/personal';
import { pageUser } from '@/lib/server/auth/current-user';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Профиль' };

/** The server decides: a guest gets the sign-in prompt and none of anyone's data. */
export default async function ProfilePage() {
  const user = await pageUser();
  if (!user) return <CabinetSignIn />;
  const personal = await readPersonal(await getDb(), user.id);
  return (
    <>
      <ProfileView initial={personal} />
      <PasswordForm />
    </>
  );
}
