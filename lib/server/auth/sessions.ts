// Server-side session records behind the tokens: a token counts only while its row is live (docs/PRODUCT.md#sessions).
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { sessions, users, type UserRole } from '@/lib/db/schema';
import { SESSION_SECONDS, signSessionToken, type TokenClaims } from './jwt';

export type SessionUser = { id: number; email: string; role: UserRole; sessionId: string };
/** A new session's token; `userId` names whom it signs in (the sign-in reply's own follow-ups need it). */
export type IssuedToken = { token: string; expiresAt: Date; userId: number };

/** Opens a session for the user and signs its token. */
export async function createSession(db: DbOrTx, userId: number): Promise<IssuedToken> {
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + SESSION_SECONDS * 1000);
  // Housekeeping: the user's long-dead sessions go when a new one starts.
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lt(sessions.expiresAt, sql`now()`), lt(sessions.revokedAt, sql`now() - interval '1 day'`)),
      ),
    );
  await db.insert(sessions).values({ id, userId, expiresAt });
  return { token: await signSessionToken(userId, id, expiresAt), expiresAt, userId };
}

/** The user behind verified claims while the session is live; null when revoked, expired or the user is gone. */
export async function findSessionUser(db: DbOrTx, claims: TokenClaims): Promise<SessionUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row ? { ...row, sessionId: claims.sessionId } : null;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs the user out everywhere (password change or reset), optionally keeping the session that asked. */
export async function revokeUserSessions(db: DbOrTx, userId: number, keepSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}
