// "Forgot password": a one-time link valid 1 hour to /reset-password/{token} (docs/PRODUCT.md#password-reset).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { passwordResets, users } from '@/lib/db/schema';
import { hashPassword } from '@/lib/server/auth/password';
import { assertPasswordNotCommon } from '@/lib/server/auth/password-policy';
import { signingKey } from '@/lib/server/auth/secret';
import { createSession, revokeUserSessions, type IssuedToken } from '@/lib/server/auth/sessions';
import { badRequest, HttpError } from '@/lib/server/http/errors';
import { mergeGuestIntoUser } from '@/lib/server/identity/merge-guest';
import { passwordResetMail } from '@/lib/server/mail/password-reset-mail';
import { sendMail } from '@/lib/server/mail/send-mail';
import { absoluteUrl } from '@/lib/seo/site-url';
import { ACCOUNT_ERRORS } from './errors';
import { findUserByEmail } from './users';

export const RESET_TTL_SECONDS = 3600;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function requestPasswordReset(db: Db, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new HttpError(404, ACCOUNT_ERRORS.unknownEmail);
  if (user.disabledAt) throw badRequest(ACCOUNT_ERRORS.accountDisabled);
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    tokenHash: digest(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TTL_SECONDS * 1000),
  });
  try {
    await sendMail(db, passwordResetMail(user.email, absoluteUrl(`/reset-password/${token}`)));
  } catch (error) {
    console.error('[mail] password reset not sent', error);
    throw new HttpError(503, ACCOUNT_ERRORS.mailFailed);
  }
}

/**
 * Spends every open link of the account: after a reset, and when the password, email or phone changes (a link
 * mailed before must not undo what the owner just did).
 */
export async function revokeResetLinks(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** The account a live link belongs to (for the page), or null. */
export async function findResetLink(db: DbOrTx, token: string): Promise<{ email: string } | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, digest(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/** Sets the new password, spends the link (and every other open link), signs out everywhere, signs in here. */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  guestId: string | null,
): Promise<IssuedToken> {
  await assertPasswordNotCommon(password, 'password');
  const passwordHash = await hashPassword(password);
  await signingKey();
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, digest(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!link) throw new HttpError(400, ACCOUNT_ERRORS.resetLinkInvalid);
    await revokeResetLinks(tx, link.userId);
    await tx
      .update(users)
      // A password the person chose: no longer a temporary one (lib/server/staff/temporary-password.ts).
      .set({ passwordHash, passwordChangedAt: sql`now()`, temporaryPasswordExpiresAt: null, updatedAt: sql`now()` })
      .where(eq(users.id, link.userId));
    await revokeUserSessions(tx, link.userId);
    if (guestId) await mergeGuestIntoUser(tx, guestId, link.userId);
    return createSession(tx, link.userId);
  });
}
