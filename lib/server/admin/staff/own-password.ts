// A member of staff changes their own password: the step the back office insists on after a temporary password,
// and open to anyone in it later. The current password is asked for; the new one follows the shop's rule and is
// not the temporary one again. Other sessions end; this one stays (with the second factor it passed).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { revokeResetLinks } from '@/lib/server/accounts/password-reset';
import { hashPassword } from '@/lib/server/auth/password';
import { assertPasswordNotCommon } from '@/lib/server/auth/password-policy';
import { revokeUserSessions } from '@/lib/server/auth/sessions';
import { badRequest } from '@/lib/server/http/errors';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';
import { confirmStaffPassword } from '@/lib/server/staff/confirm-password';
import type { Staff } from '@/lib/server/staff/guard';

const SAME_PASSWORD = 'Новый пароль должен отличаться от текущего';

export async function changeOwnPassword(
  db: Db,
  staff: Staff,
  input: { current_password: string; new_password: string },
  actor: Actor,
): Promise<void> {
  await confirmStaffPassword(db, { ...actor, id: staff.id }, input.current_password, 'current_password', 'password');
  if (input.new_password === input.current_password) {
    throw badRequest(SAME_PASSWORD, { new_password: SAME_PASSWORD });
  }
  await assertPasswordNotCommon(input.new_password, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: sql`now()`, temporaryPasswordExpiresAt: null, updatedAt: sql`now()` })
      .where(eq(users.id, staff.id));
    await revokeUserSessions(tx, staff.id, staff.sessionId);
    await revokeResetLinks(tx, staff.id);
    await recordAudit(tx, actor, {
      action: 'staff.password_change',
      entity: 'user',
      entityId: staff.id,
      after: staff.mustChangePassword ? { temporary_password: true } : undefined,
    });
  });
}
