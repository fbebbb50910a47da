import type { StaffRefusal } from '@/lib/server/staff/guard';
import { ChangePasswordStep } from './change-password-step';
import { NoAccess } from './no-access';
import { SecondFactorStep } from './second-factor-step';
import { SignInForm } from './sign-in-form';

/**
 * What the back office shows instead of a page to someone the guard did not let in: the sign-in form, the
 * second-factor step, the «Смените пароль» step after a temporary password, or «Нет доступа». Rendered by the admin layout and by every admin page (Next renders a
 * layout and its page independently, so each checks for itself).
 */
export function StaffDoor({
  refusal,
  notice,
}: {
  refusal: StaffRefusal;
  /** Why the session ended, above the form. */ notice?: string;
}) {
  switch (refusal.reason) {
    case 'guest':
    case 'disabled':
    case 'idle':
    case 'password_expired':
      return <SignInForm notice={notice} />;
    case 'password_change':
      return <ChangePasswordStep />;
    case 'second_factor':
      return <SecondFactorStep step={refusal.step} />;
    case 'customer':
      return <NoAccess staff={false} />;
    case 'forbidden':
      return <NoAccess staff />;
  }
}
