// The cabinet's profile: personal data, the news flag (kept in step with the mailing list) and password change.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PersonalData, UserPersonalUpdateRequest } from '@/lib/api/types';
import type { Db, DbOrTx } from '@/lib/db/client';
import { subscribers, users } from '@/lib/db/schema';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { signingKey } from '@/lib/server/auth/secret';
import { createSession, revokeUserSessions, type IssuedToken, type SessionUser } from '@/lib/server/auth/sessions';
import { badRequest, HttpError, notFound } from '@/lib/server/http/errors';
import { ACCOUNT_ERRORS } from './errors';

const personalColumns = {
  surname: users.surname,
  name: users.name,
  middle_name: users.middleName,
  phone: users.phone,
  email: users.email,
  city: users.city,
  address: users.address,
  postcode: users.postcode,
  news: users.news,
};

export async function readPersonal(db: DbOrTx, userId: number): Promise<PersonalData> {
  const [row] = await db.select(personalColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('Пользователь не найден');
  return row;
}

export type PersonalUpdateResult = { user: PersonalData; token: IssuedToken | null };

/**
 * Saves the given fields. A new password needs the current one; it signs the account out everywhere and
 * issues a new token for the session that changed it.
 */
export async function updatePersonal(db: Db, me: SessionUser, input: UserPersonalUpdateRequest): Promise<PersonalUpdateResult> {
  const { old_password, new_password, middle_name, ...rest } = input;
  let passwordHash: string | null = null;
  if (new_password) {
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me.id));
    if (!row || !(await verifyPassword(row.hash, old_password ?? ''))) {
      throw badRequest(ACCOUNT_ERRORS.wrongOldPassword, { old_password: ACCOUNT_ERRORS.wrongOldPassword });
    }
    passwordHash = await hashPassword(new_password);
    await signingKey();
  }
  if (rest.email !== undefined) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, rest.email), ne(users.id, me.id)));
    if (other) throw new HttpError(409, ACCOUNT_ERRORS.emailInUse, { email: ACCOUNT_ERRORS.emailInUse });
  }

  return db.transaction(async (tx) => {
    const before = await readPersonal(tx, me.id);
    const changes = {
      ...rest,
      ...(middle_name !== undefined ? { middleName: middle_name } : {}),
      ...(passwordHash ? { passwordHash, passwordChangedAt: sql`now()` } : {}),
    };
    // The unique index still guards a race between the check above and this update.
    await tx.update(users).set({ ...changes, updatedAt: sql`now()` }).where(eq(users.id, me.id));
    const user = await readPersonal(tx, me.id);
    await syncMailingList(tx, before, user);
    let token: IssuedToken | null = null;
    if (passwordHash) {
      await revokeUserSessions(tx, me.id);
      token = await createSession(tx, me.id);
    }
    return { user, token };
  });
}

/** The profile's news flag is the mailing-list membership of the account's email. */
async function syncMailingList(tx: DbOrTx, before: PersonalData, after: PersonalData): Promise<void> {
  if (before.news === after.news && before.email === after.email) return;
  if (before.news) await tx.delete(subscribers).where(eq(subscribers.email, before.email));
  if (after.news) await tx.insert(subscribers).values({ email: after.email }).onConflictDoNothing();
}
