import type { Db } from '@/lib/db/client';
import { verifyDecoy, verifyPassword } from '@/lib/server/auth/password';
import { signingKey } from '@/lib/server/auth/secret';
import { createSession, type IssuedToken } from '@/lib/server/auth/sessions';
import { badRequest } from '@/lib/server/http/errors';
import { mergeGuestIntoUser } from '@/lib/server/identity/merge-guest';
import { recordAudit } from '@/lib/server/staff/audit';
import { isStaffRole } from '@/lib/server/staff/permissions';
import { TEMPORARY_PASSWORD_EXPIRED, temporaryPasswordExpired } from '@/lib/server/staff/temporary-password';
import { ACCOUNT_ERRORS } from './errors';
import { beginLoginAttempt } from './login-throttle';
import { findUserForLogin } from './users';

/**
 * Checks the password and opens a session, moving the guest's wishlist (and cart) into the account. Attempts are
 * limited per (account, client address) and slowed down per account (./login-throttle.ts).
 * A wrong password is a 400, not a 401: the client takes 401 for a broken token and reloads (docs/PRODUCT.md#token-faults).
 */
export async function loginUser(
  db: Db,
  input: { login: string; password: string },
  guestId: string | null,
  address: string,
): Promise<IssuedToken> {
  const attempt = await beginLoginAttempt(input.login, address);
  const user = await findUserForLogin(db, input.login);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyDecoy(input.password);
  // Staff sign-ins, good and bad, are in the audit log; the attempts above are limited, so the entries are too.
  const staffActor = user && isStaffRole(user.role) ? { id: user.id, email: user.email, address } : null;
  if (!user || !ok) {
    if (staffActor)
      await recordAudit(db, staffActor, { action: 'staff.sign_in_failed', entity: 'user', entityId: user!.id });
    throw badRequest(ACCOUNT_ERRORS.wrongCredentials);
  }
  // Said only to someone who knows the password: a member of staff who left, or an account deleted on request.
  if (user.disabledAt) throw badRequest(ACCOUNT_ERRORS.accountDisabled);
  if (temporaryPasswordExpired(user.temporaryPasswordExpiresAt)) {
    if (staffActor) {
      await recordAudit(db, staffActor, { action: 'staff.sign_in_expired', entity: 'user', entityId: user.id });
    }
    throw badRequest(TEMPORARY_PASSWORD_EXPIRED);
  }
  await signingKey();
  const issued = await db.transaction(async (tx) => {
    if (guestId) await mergeGuestIntoUser(tx, guestId, user.id);
    const session = await createSession(tx, user.id);
    if (staffActor) {
      await recordAudit(tx, staffActor, {
        action: 'staff.sign_in',
        entity: 'user',
        entityId: user.id,
        after: user.temporaryPasswordExpiresAt ? { temporary_password: true } : undefined,
      });
    }
    return session;
  });
  await attempt.succeeded();
  return issued;
}
