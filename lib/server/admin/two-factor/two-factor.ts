// Enabling, passing and disabling a staff member's second factor. Passing it marks the session
// (sessions.second_factor_at), which is what the staff guard checks on every back-office request.
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { sessions, staffRecoveryCodes, users } from '@/lib/db/schema';
import { serverEnv } from '@/lib/server/env';
import { badRequest, HttpError } from '@/lib/server/http/errors';
import { enforceRateLimit, LIMITS, refundRateLimit } from '@/lib/server/rate-limit';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';
import { confirmStaffPassword } from '@/lib/server/staff/confirm-password';
import type { Staff } from '@/lib/server/staff/guard';
import { enrolment, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStep } from './totp';

export const TWO_FACTOR_ERRORS = {
  alreadyEnabled: 'Двухфакторный вход уже включён',
  notStarted: 'Сначала получите ключ: нажмите «Включить» ещё раз',
  notEnabled: 'Двухфакторный вход не включён',
  wrongCode: 'Неверный код',
  required: 'В этом магазине двухфакторный вход обязателен для сотрудников: выключить его нельзя',
  notPassed: 'Сначала подтвердите вход кодом',
} as const;

async function totpState(db: Db, userId: number) {
  const [row] = await db
    .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { secret: null, enabledAt: null };
}

export async function twoFactorStatus(db: Db, staff: Staff) {
  const [{ left }] = await db
    .select({ left: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, staff.id), isNull(staffRecoveryCodes.usedAt)));
  return {
    enabled: staff.totpEnabled,
    required: serverEnv().ADMIN_REQUIRE_2FA,
    passed: staff.secondFactorPassed,
    recovery_codes_left: staff.totpEnabled ? left : 0,
  };
}

/**
 * Whether the code is right and not used before: its step is recorded in one statement that succeeds only for a
 * later step, so a replayed code (or two requests racing with one code) passes once.
 */
async function spendTotpCode(db: Db, userId: number, secret: string | null, code: string): Promise<boolean> {
  const step = secret === null ? null : totpStep(secret, code);
  if (step === null) return false;
  const spent = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return spent.length > 0;
}

/** Step 1: a new secret (kept, not yet in force) and what the authenticator app needs. */
export async function startTwoFactorSetup(db: Db, staff: Staff) {
  if (staff.totpEnabled) throw new HttpError(409, TWO_FACTOR_ERRORS.alreadyEnabled);
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpSecret: secret, totpLastStep: null, updatedAt: sql`now()` })
    .where(and(eq(users.id, staff.id), isNull(users.totpEnabledAt)));
  return { secret, ...(await enrolment(secret, staff.email)) };
}

/**
 * Step 2: the current password (a session left open must not bind the account to someone else's phone) and a
 * first code that proves the app has the secret; the factor is on, this session has passed it.
 */
export async function enableTwoFactor(
  db: Db,
  staff: Staff,
  { code, password }: { code: string; password: string },
  actor: Actor,
): Promise<string[]> {
  const state = await totpState(db, staff.id);
  if (state.enabledAt) throw new HttpError(409, TWO_FACTOR_ERRORS.alreadyEnabled);
  if (!state.secret) throw new HttpError(409, TWO_FACTOR_ERRORS.notStarted);
  await confirmStaffPassword(db, { ...actor, id: staff.id }, password, 'password', '2fa_enable');
  await checkCode(db, staff, actor, () => spendTotpCode(db, staff.id, state.secret, code));
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpEnabledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, staff.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, staff.id));
    await tx.insert(staffRecoveryCodes).values(codes.map((c) => ({ userId: staff.id, codeHash: hashRecoveryCode(c) })));
    await tx
      .update(sessions)
      .set({ secondFactorAt: sql`now()` })
      .where(eq(sessions.id, staff.sessionId));
    await recordAudit(tx, actor, {
      action: 'staff.2fa_enable',
      entity: 'user',
      entityId: staff.id,
      after: { two_factor: true },
    });
  });
  return codes;
}

/** Sign-in's second step: a code from the app or an unused recovery code (which is then spent). */
export async function passSecondFactor(
  db: Db,
  staff: Staff,
  input: { code?: string; recovery_code?: string },
  actor: Actor,
): Promise<void> {
  if (!staff.totpEnabled) throw new HttpError(409, TWO_FACTOR_ERRORS.notEnabled);
  if (staff.secondFactorPassed) return;
  const { secret } = await totpState(db, staff.id);
  await checkCode(
    db,
    staff,
    actor,
    async () => {
      if (input.code !== undefined) return spendTotpCode(db, staff.id, secret, input.code);
      return db.transaction(async (tx) => {
        // Spent in one statement: two requests with the same code cannot both use it.
        const spent = await tx
          .update(staffRecoveryCodes)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(staffRecoveryCodes.userId, staff.id),
              eq(staffRecoveryCodes.codeHash, hashRecoveryCode(input.recovery_code ?? '')),
              isNull(staffRecoveryCodes.usedAt),
            ),
          )
          .returning({ id: staffRecoveryCodes.id });
        if (spent.length === 0) return false;
        await recordAudit(tx, actor, { action: 'staff.2fa_recovery_code', entity: 'user', entityId: staff.id });
        return true;
      });
    },
    input.code !== undefined ? 'code' : 'recovery_code',
  );
  await db
    .update(sessions)
    .set({ secondFactorAt: sql`now()` })
    .where(eq(sessions.id, staff.sessionId));
}

/** Turns the factor off (the current password and a current code are needed); not where the shop requires it. */
export async function disableTwoFactor(
  db: Db,
  staff: Staff,
  { code, password }: { code: string; password: string },
  actor: Actor,
): Promise<void> {
  if (!staff.totpEnabled) throw new HttpError(409, TWO_FACTOR_ERRORS.notEnabled);
  if (!staff.secondFactorPassed) throw new HttpError(403, TWO_FACTOR_ERRORS.notPassed, { second_factor: 'code' });
  if (serverEnv().ADMIN_REQUIRE_2FA) throw new HttpError(409, TWO_FACTOR_ERRORS.required);
  await confirmStaffPassword(db, { ...actor, id: staff.id }, password, 'password', '2fa_disable');
  const { secret } = await totpState(db, staff.id);
  await checkCode(db, staff, actor, () => spendTotpCode(db, staff.id, secret, code));
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: sql`now()` })
      .where(eq(users.id, staff.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, staff.id));
    await recordAudit(tx, actor, {
      action: 'staff.2fa_disable',
      entity: 'user',
      entityId: staff.id,
      before: { two_factor: true },
      after: { two_factor: false },
    });
  });
}

/**
 * Codes tried per account are limited (LIMITS.staffSecondFactor): six digits would otherwise fall to guessing.
 * A right code gives its attempt back, so someone who mistypes once is not slowed down later. A wrong code is in
 * the audit log (bounded by the same limit).
 */
async function checkCode(
  db: Db,
  staff: Staff,
  actor: Actor,
  check: () => boolean | Promise<boolean>,
  field = 'code',
): Promise<void> {
  const subject = `user:${staff.id}`;
  await enforceRateLimit(LIMITS.staffSecondFactor, subject);
  if (!(await check())) {
    await recordAudit(db, actor, {
      action: 'staff.2fa_wrong_code',
      entity: 'user',
      entityId: staff.id,
      after: { field },
    });
    throw badRequest(TWO_FACTOR_ERRORS.wrongCode, { [field]: TWO_FACTOR_ERRORS.wrongCode });
  }
  await refundRateLimit(LIMITS.staffSecondFactor, subject).catch((error) =>
    console.error('[rate-limit] refund failed', error),
  );
}
