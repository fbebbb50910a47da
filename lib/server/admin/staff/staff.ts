// The shop's staff: who may enter the back office and with which role. Every change is audited in its own
// transaction; the rules that keep the shop governable (never zero active administrators, nobody locks
// themselves out) are checked inside that transaction, over locked rows.
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { StaffMember } from '@/lib/api/admin/staff';
import type { Db, DbOrTx } from '@/lib/db/client';
import { passwordResets, STAFF_ROLES, users, type StaffRole } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/server/accounts/unique-violation';
import { hashPassword } from '@/lib/server/auth/password';
import { revokeUserSessions } from '@/lib/server/auth/sessions';
import { HttpError, notFound } from '@/lib/server/http/errors';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';
import { newTemporaryPassword, temporaryPasswordExpiry } from '@/lib/server/staff/temporary-password';

export const STAFF_ERRORS = {
  emailTaken: 'Этот email уже занят учётной записью в магазине: укажите рабочий адрес сотрудника',
  notStaff: 'Сотрудник не найден',
  self: 'Нельзя отключить себя или снять с себя роль администратора: попросите другого администратора',
  lastAdmin: 'Это последний активный администратор магазина: сначала назначьте другого',
} as const;

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  disabledAt: users.disabledAt,
  totpEnabledAt: users.totpEnabledAt,
  createdAt: users.createdAt,
};

type Row = {
  id: number;
  email: string;
  name: string;
  role: string;
  disabledAt: Date | null;
  totpEnabledAt: Date | null;
  createdAt: Date;
};

const toMember = (r: Row): StaffMember => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: r.role as StaffRole,
  disabled: r.disabledAt !== null,
  two_factor: r.totpEnabledAt !== null,
  created_at: r.createdAt.toISOString(),
});

export async function listStaff(db: DbOrTx): Promise<StaffMember[]> {
  const rows = await db
    .select(columns)
    .from(users)
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(asc(users.disabledAt), asc(users.email));
  return rows.map(toMember);
}

export async function addStaff(
  db: Db,
  input: { email: string; name: string; role: StaffRole },
  actor: Actor,
): Promise<{ staff: StaffMember; temporaryPassword: string }> {
  const password = newTemporaryPassword();
  const passwordHash = await hashPassword(password);
  try {
    const staff = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          name: input.name,
          role: input.role,
          passwordHash,
          temporaryPasswordExpiresAt: temporaryPasswordExpiry(),
        })
        .returning(columns);
      await recordAudit(tx, actor, {
        action: 'staff.create',
        entity: 'user',
        entityId: row.id,
        after: { email: row.email, name: row.name, role: row.role },
      });
      return toMember(row);
    });
    return { staff, temporaryPassword: password };
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, STAFF_ERRORS.emailTaken, { email: STAFF_ERRORS.emailTaken });
    throw error;
  }
}

/** A new role and/or disabled (sessions end, open reset links are spent) or enabled again. */
export async function updateStaff(
  db: Db,
  id: number,
  change: { role?: StaffRole; disabled?: boolean },
  actor: Actor,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    // Every administrator row is locked, so two admins changing each other at once cannot leave none.
    await tx.execute(sql`select id from users where role = 'admin' order by id for update`);
    const [before] = await tx
      .select(columns)
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES])));
    if (!before) throw notFound(STAFF_ERRORS.notStaff);
    const role = change.role ?? (before.role as StaffRole);
    const disabled = change.disabled ?? before.disabledAt !== null;
    const losesAdmin = before.role === 'admin' && before.disabledAt === null && (role !== 'admin' || disabled);
    if (losesAdmin && id === actor.id) throw new HttpError(409, STAFF_ERRORS.self);
    if (losesAdmin && (await activeAdminsOtherThan(tx, id)) === 0) throw new HttpError(409, STAFF_ERRORS.lastAdmin);
    if (disabled && id === actor.id) throw new HttpError(409, STAFF_ERRORS.self);

    const [after] = await tx
      .update(users)
      .set({
        role,
        disabledAt: disabled ? (before.disabledAt ?? sql`now()`) : null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id))
      .returning(columns);
    if (role !== before.role) {
      await recordAudit(tx, actor, {
        action: 'staff.role',
        entity: 'user',
        entityId: id,
        before: { role: before.role },
        after: { role },
      });
    }
    if (disabled !== (before.disabledAt !== null)) {
      if (disabled) {
        await revokeUserSessions(tx, id);
        await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.userId, id), isNull(passwordResets.usedAt)));
      }
      await recordAudit(tx, actor, {
        action: disabled ? 'staff.disable' : 'staff.enable',
        entity: 'user',
        entityId: id,
        before: { disabled: !disabled },
        after: { disabled },
      });
    }
    return toMember(after);
  });
}

async function activeAdminsOtherThan(tx: DbOrTx, id: number): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, id)));
  return n;
}

/**
 * A new temporary password for a member of staff who forgot theirs (shown once to the administrator): the old one
 * stops working, their sessions end and open reset links are spent; they change it at the next sign-in.
 */
export async function resetStaffPassword(
  db: Db,
  id: number,
  actor: Actor,
): Promise<{ staff: StaffMember; temporaryPassword: string }> {
  const password = newTemporaryPassword();
  const passwordHash = await hashPassword(password);
  const staff = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: sql`now()`,
        temporaryPasswordExpiresAt: temporaryPasswordExpiry(),
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES]), isNull(users.disabledAt)))
      .returning(columns);
    if (!row) throw notFound(STAFF_ERRORS.notStaff);
    await revokeUserSessions(tx, id);
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, id), isNull(passwordResets.usedAt)));
    await recordAudit(tx, actor, { action: 'staff.password_reset', entity: 'user', entityId: id });
    return toMember(row);
  });
  return { staff, temporaryPassword: password };
}
