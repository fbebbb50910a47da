// The back office's door, checked on the server by every admin handler and page. Anyone who is not staff gets
// 403 (never 401: the storefront reads 401 as a broken token and signs the shopper out). Staff sessions end after
// STAFF_IDLE_HOURS without a request; with ADMIN_REQUIRE_2FA=1 (or once a person enabled it) a session must have
// passed the second factor; a temporary password must be changed before anything else (and stops working after
// STAFF_TEMPORARY_PASSWORD_HOURS). A refusal by role is written to the audit log.
import { and, eq, sql } from 'drizzle-orm';
import { headers } from 'next/headers';
import { getDb } from '@/lib/db/client';
import { sessions, users, type StaffRole } from '@/lib/db/schema';
import { authenticate } from '@/lib/server/auth/current-user';
import { revokeSession } from '@/lib/server/auth/sessions';
import { serverEnv } from '@/lib/server/env';
import { HttpError } from '@/lib/server/http/errors';
import { clientAddressOf } from '@/lib/server/http/client-address';
import { recordAudit, type Actor } from './audit';
import { STAFF_IDLE_HOURS, staffSessionIdle } from './idle';
import { isStaffRole, mayEnter, type StaffArea } from './permissions';
import { PASSWORD_CHANGE_REQUIRED, TEMPORARY_PASSWORD_EXPIRED, temporaryPasswordExpired } from './temporary-password';

export { STAFF_IDLE_HOURS };
/** lastSeenAt is written at most this often, so a busy operator's every click is not a database write. */
const TOUCH_EVERY_SECONDS = 60;

export type Staff = {
  id: number;
  email: string;
  role: StaffRole;
  sessionId: string;
  totpEnabled: boolean;
  secondFactorPassed: boolean;
  /** Signed in with a temporary password: nothing but changing it is allowed. */
  mustChangePassword: boolean;
};

/** Why the door stays shut; `second_factor` tells the sign-in form which step to show. */
export type StaffRefusal =
  | { reason: 'guest' | 'customer' | 'disabled' | 'idle' | 'forbidden' | 'password_change' | 'password_expired' }
  | { reason: 'second_factor'; step: 'setup' | 'code' };

export const STAFF_ONLY = 'Раздел только для сотрудников магазина';
export const NO_ACCESS = 'У вашей роли нет доступа к этому разделу';
export const SECOND_FACTOR_REQUIRED = 'Подтвердите вход кодом из приложения';
export const SECOND_FACTOR_SETUP_REQUIRED = 'Включите двухфакторный вход, чтобы работать в панели';
export const STAFF_SESSION_IDLE = `Сессия закрыта: не было действий больше ${STAFF_IDLE_HOURS} часов. Войдите снова`;

/** The signed-in staff member and whether they may act, without throwing (pages choose what to render). */
export async function checkStaff(
  area: StaffArea,
): Promise<{ staff: Staff } | { staff: Staff | null; refusal: StaffRefusal }> {
  const { user } = await authenticate();
  if (!user) return { staff: null, refusal: { reason: 'guest' } };
  if (!isStaffRole(user.role)) return { staff: null, refusal: { reason: 'customer' } };
  const db = await getDb();
  const [row] = await db
    .select({
      disabledAt: users.disabledAt,
      totpEnabledAt: users.totpEnabledAt,
      lastSeenAt: sessions.lastSeenAt,
      secondFactorAt: sessions.secondFactorAt,
      temporaryPasswordExpiresAt: users.temporaryPasswordExpiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, user.sessionId), eq(users.id, user.id)));
  if (!row || row.disabledAt) return { staff: null, refusal: { reason: 'disabled' } };
  if (staffSessionIdle(row.lastSeenAt)) {
    await revokeSession(db, user.sessionId);
    return { staff: null, refusal: { reason: 'idle' } };
  }
  if (temporaryPasswordExpired(row.temporaryPasswordExpiresAt)) {
    await revokeSession(db, user.sessionId);
    return { staff: null, refusal: { reason: 'password_expired' } };
  }
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_SECONDS * 1000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, user.sessionId));
  }
  const staff: Staff = {
    id: user.id,
    email: user.email,
    role: user.role,
    sessionId: user.sessionId,
    totpEnabled: row.totpEnabledAt !== null,
    secondFactorPassed: row.secondFactorAt !== null,
    mustChangePassword: row.temporaryPasswordExpiresAt !== null,
  };
  // A factor already on is passed first (the temporary password alone opens nothing); then the password is
  // changed; then a factor the shop requires is set up (turning it on asks for the password: the person's own).
  if (!staff.secondFactorPassed && staff.totpEnabled) {
    return { staff, refusal: { reason: 'second_factor', step: 'code' } };
  }
  if (staff.mustChangePassword) return { staff, refusal: { reason: 'password_change' } };
  if (!staff.secondFactorPassed && serverEnv().ADMIN_REQUIRE_2FA) {
    return { staff, refusal: { reason: 'second_factor', step: 'setup' } };
  }
  if (!mayEnter(staff.role, area)) return { staff, refusal: { reason: 'forbidden' } };
  return { staff };
}

/** What a member of staff asked for, for the audit entry of a refusal by role. */
export type StaffAttempt = { method: string; path: string; address: string };

/**
 * For admin route handlers: the staff member allowed into `area`, or a 403 HttpError saying why. A refusal by
 * role is recorded (who tried what, from where): one entry per refused request, which the admin rate limit bounds.
 */
export async function requireStaff(area: StaffArea, attempt?: StaffAttempt): Promise<Staff> {
  const result = await checkStaff(area);
  if (!('refusal' in result)) return result.staff;
  if (result.refusal.reason === 'forbidden' && result.staff && attempt) {
    const { staff } = result;
    await recordAudit(
      await getDb(),
      { id: staff.id, email: staff.email, address: attempt.address },
      {
        action: 'staff.forbidden',
        entity: 'area',
        entityId: area,
        after: { method: attempt.method, path: attempt.path, role: staff.role },
      },
    );
  }
  throw refusalError(result.refusal);
}

/**
 * For changing one's own password: any staff member past the second factor, also one who must change a temporary
 * password (that is what they are here to do). Everyone else gets the usual 403.
 */
export async function requireStaffBeforePasswordChange(area: StaffArea): Promise<Staff> {
  const result = await checkStaff(area);
  if (!('refusal' in result)) return result.staff;
  if (result.refusal.reason === 'password_change' && result.staff) return result.staff;
  throw refusalError(result.refusal);
}

/**
 * For the second factor's own handlers: any staff member, also one whose session has not passed the second
 * factor yet (that is what they are here to do). Everyone else gets the usual 403.
 */
export async function requireStaffBeforeSecondFactor(area: StaffArea): Promise<Staff> {
  const result = await checkStaff(area);
  if (!('refusal' in result)) return result.staff;
  if (result.refusal.reason === 'second_factor' && result.staff) return result.staff;
  throw refusalError(result.refusal);
}

export function refusalError(refusal: StaffRefusal): HttpError {
  switch (refusal.reason) {
    case 'idle':
      return new HttpError(403, STAFF_SESSION_IDLE, { session: 'idle' });
    case 'second_factor':
      return new HttpError(403, refusal.step === 'setup' ? SECOND_FACTOR_SETUP_REQUIRED : SECOND_FACTOR_REQUIRED, {
        second_factor: refusal.step,
      });
    case 'forbidden':
      return new HttpError(403, NO_ACCESS);
    case 'password_change':
      return new HttpError(403, PASSWORD_CHANGE_REQUIRED, { password: 'change' });
    case 'password_expired':
      return new HttpError(403, TEMPORARY_PASSWORD_EXPIRED, { session: 'password_expired' });
    default:
      return new HttpError(403, STAFF_ONLY);
  }
}

/** Who is acting, for the audit entries a back-office page writes (an API handler gets its actor from adminRoute). */
export async function pageActor(staff: Staff): Promise<Actor> {
  return { id: staff.id, email: staff.email, address: clientAddressOf(await headers()) };
}
